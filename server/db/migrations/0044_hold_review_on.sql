-- Issue 41: a hold's review date acts. It was kept only in the hold's audit entry; as a column it
-- lists the holds whose day has come (docs/architecture.md, "Holds to review"). Holds in force take
-- the review date of the audit entry that set them.
ALTER TABLE "users" ADD COLUMN "hold_review_on" date;--> statement-breakpoint
CREATE INDEX "users_holds_to_review" ON "users" USING btree ("company_id","hold_review_on") WHERE "users"."hold_reason" is not null and "users"."hold_review_on" is not null;--> statement-breakpoint
UPDATE "users" SET "hold_review_on" = (
	SELECT ("a"."after" ->> 'reviewOn')::date FROM "audit_log" "a"
	WHERE "a"."record_type" = 'user' AND "a"."record_id" = "users"."id"::text AND "a"."action" = 'hold'
	ORDER BY "a"."id" DESC LIMIT 1
) WHERE "hold_reason" IS NOT NULL;
