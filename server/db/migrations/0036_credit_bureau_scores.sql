-- Issue 36: the credit bureau's answer kept per application, and the scorecard's scores of each
-- application (the table that decided and the other one of a champion/challenger split).
CREATE TABLE "bureau_inquiries" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text,
	"answer" jsonb,
	"requested_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "credit_scores" (
	"order_id" integer NOT NULL,
	"role" text NOT NULL,
	"company_id" integer NOT NULL,
	"table_version" text NOT NULL,
	"score" integer NOT NULL,
	"band" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"points" jsonb NOT NULL,
	"assigned" boolean NOT NULL,
	"scored_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_scores_order_id_role_pk" PRIMARY KEY("order_id","role")
);
--> statement-breakpoint
ALTER TABLE "bureau_inquiries" ADD CONSTRAINT "bureau_inquiries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_inquiries" ADD CONSTRAINT "bureau_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_inquiries" ADD CONSTRAINT "bureau_inquiries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_scores" ADD CONSTRAINT "credit_scores_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_scores" ADD CONSTRAINT "credit_scores_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bureau_inquiries_user" ON "bureau_inquiries" USING btree ("user_id","order_id");--> statement-breakpoint
CREATE INDEX "credit_scores_company_scored" ON "credit_scores" USING btree ("company_id","scored_at");
