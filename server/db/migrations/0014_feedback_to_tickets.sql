-- Every feedback row becomes a ticket of category `other`, received, numbered per company and year in the order it was sent.
INSERT INTO "tickets" ("company_id", "user_id", "reference", "year", "sequence", "category", "status", "created_at", "updated_at")
SELECT "company_id", "user_id", 'TK-' || "year" || '-' || lpad("sequence"::text, 6, '0'), "year", "sequence", 'other', 'received', "created_at", "created_at"
FROM (
	SELECT u."company_id", f."user_id", f."created_at", extract(year FROM f."created_at" AT TIME ZONE 'UTC')::int AS "year",
		row_number() OVER (PARTITION BY u."company_id", extract(year FROM f."created_at" AT TIME ZONE 'UTC') ORDER BY f."id")::int AS "sequence"
	FROM "feedback" f JOIN "users" u ON u."id" = f."user_id"
) numbered;--> statement-breakpoint
INSERT INTO "ticket_messages" ("ticket_id", "text", "created_at")
SELECT t."id", numbered."text", numbered."created_at"
FROM (
	SELECT u."company_id", f."text", f."created_at", extract(year FROM f."created_at" AT TIME ZONE 'UTC')::int AS "year",
		row_number() OVER (PARTITION BY u."company_id", extract(year FROM f."created_at" AT TIME ZONE 'UTC') ORDER BY f."id")::int AS "sequence"
	FROM "feedback" f JOIN "users" u ON u."id" = f."user_id"
) numbered
JOIN "tickets" t ON t."company_id" = numbered."company_id" AND t."year" = numbered."year" AND t."sequence" = numbered."sequence";--> statement-breakpoint
INSERT INTO "ticket_events" ("ticket_id", "status", "at") SELECT "id", 'received', "created_at" FROM "tickets";--> statement-breakpoint
DROP TABLE "feedback" CASCADE;
