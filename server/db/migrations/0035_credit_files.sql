CREATE TABLE "credit_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"month" text NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"market" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"body" bytea NOT NULL,
	"sha256" text NOT NULL,
	"loans" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_files" ADD CONSTRAINT "credit_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_files_company_month_sequence" ON "credit_files" USING btree ("company_id","month","sequence");
