-- Issue 41, item 4: a collections contact keeps the agent's note for the case's timeline, and a
-- promise to pay its follow-up day (null: the day after the promised date).
ALTER TABLE "collection_contacts" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "promises_to_pay" ADD COLUMN "follow_up_date" date;
