-- Issue 41, item 2: every manual decision carries its justification. A four-eyes request keeps
-- its maker's note; a reviewer's approve or refuse is kept with its reasons and note, and one that
-- goes against the decision engine's findings waits for a second look by another member.
ALTER TABLE "approvals" ADD COLUMN "note" text;--> statement-breakpoint
CREATE TABLE "staff_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"decision" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"note" text NOT NULL,
	"against_findings" jsonb NOT NULL,
	"second_look_by" integer,
	"second_look_at" timestamp with time zone,
	"second_look_note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_decisions" ADD CONSTRAINT "staff_decisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_decisions" ADD CONSTRAINT "staff_decisions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_decisions" ADD CONSTRAINT "staff_decisions_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_decisions" ADD CONSTRAINT "staff_decisions_second_look_by_staff_users_id_fk" FOREIGN KEY ("second_look_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_decisions_order" ON "staff_decisions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "staff_decisions_second_look" ON "staff_decisions" USING btree ("company_id","id") WHERE "staff_decisions"."second_look_at" is null and "staff_decisions"."against_findings" <> '[]'::jsonb;
