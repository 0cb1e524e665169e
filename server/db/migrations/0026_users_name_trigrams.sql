-- The collections list finds a borrower by any part of the name; pg_trgm ships with
-- PostgreSQL (contrib, a trusted extension) and with PGlite (loaded in server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin ("real_name" gin_trgm_ops);
