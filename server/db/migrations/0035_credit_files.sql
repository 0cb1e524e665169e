CREATE TABLE "credit_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"month" text NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"market" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"sha256" text,
	"bytes" bigint,
	"loans" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_file_parts" (
	"file_id" integer NOT NULL,
	"part" integer NOT NULL,
	"body" bytea NOT NULL,
	CONSTRAINT "credit_file_parts_file_id_part_pk" PRIMARY KEY("file_id","part")
);
--> statement-breakpoint
ALTER TABLE "credit_files" ADD CONSTRAINT "credit_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_file_parts" ADD CONSTRAINT "credit_file_parts_file_id_credit_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."credit_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_files_company_month_sequence" ON "credit_files" USING btree ("company_id","month","sequence");
