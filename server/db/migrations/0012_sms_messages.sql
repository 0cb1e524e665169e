CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"market" text NOT NULL,
	"provider" text NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"masked_text" text NOT NULL,
	"provider_message_id" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_messages_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "sandbox_sms" ADD COLUMN "text" text;--> statement-breakpoint
CREATE INDEX "sms_messages_mobile" ON "sms_messages" USING btree ("mobile","created_at");