-- Identity is something a check or a person proves, not the presence of fields and photos (issue 35).
ALTER TABLE "users" ADD COLUMN "laser_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kyc_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kyc_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_verified_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_verified_at" timestamp with time zone;--> statement-breakpoint
-- Until now "verified" meant "on file": nobody proved those identities, so a person looks at each.
UPDATE "users" SET "kyc_status" = 'review', "kyc_reasons" = '["document_not_checked"]'::jsonb, "identity_verified" = false
  WHERE "identity_verified";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE TABLE "identity_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"status" text DEFAULT 'pending' NOT NULL,
	"photos" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"provider" text,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"face_distance" real,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"decided_by" integer REFERENCES "staff_users"("id"),
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"decision_note" text
);--> statement-breakpoint
CREATE INDEX "identity_checks_user" ON "identity_checks" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "identity_checks_queue" ON "identity_checks" USING btree ("company_id","id") WHERE "status" = 'review';--> statement-breakpoint
-- A 64-bit difference hash of each identity photo as stored, cut in four 16-bit bands: two photos
-- at most three bits apart share a band, so a near copy is found through an index, not a scan.
CREATE TABLE "photo_hashes" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"slot" text NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"hash" bigint NOT NULL,
	"band0" integer NOT NULL,
	"band1" integer NOT NULL,
	"band2" integer NOT NULL,
	"band3" integer NOT NULL,
	CONSTRAINT "photo_hashes_pk" PRIMARY KEY ("user_id","slot")
);--> statement-breakpoint
CREATE INDEX "photo_hashes_band0" ON "photo_hashes" USING btree ("company_id","band0");--> statement-breakpoint
CREATE INDEX "photo_hashes_band1" ON "photo_hashes" USING btree ("company_id","band1");--> statement-breakpoint
CREATE INDEX "photo_hashes_band2" ON "photo_hashes" USING btree ("company_id","band2");--> statement-breakpoint
CREATE INDEX "photo_hashes_band3" ON "photo_hashes" USING btree ("company_id","band3");--> statement-breakpoint
-- The random id the app keeps per install (X-Device-Id), seen at register, login, identity and apply.
CREATE TABLE "device_sightings" (
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"device_id" text NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_sightings_pk" PRIMARY KEY ("company_id","device_id","user_id")
);--> statement-breakpoint
CREATE INDEX "device_sightings_user" ON "device_sightings" USING btree ("user_id");--> statement-breakpoint
-- Where an application came from, for bursts from one address or device.
CREATE TABLE "application_origins" (
	"order_id" integer PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"ip" text NOT NULL,
	"device_id" text,
	"at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "application_origins_ip" ON "application_origins" USING btree ("company_id","ip","at");--> statement-breakpoint
CREATE INDEX "application_origins_device" ON "application_origins" USING btree ("company_id","device_id","at") WHERE "device_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "fraud_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"order_id" integer REFERENCES "orders"("id") ON DELETE CASCADE,
	"signal" text NOT NULL,
	"other_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "fraud_hits_order_signal" ON "fraud_hits" USING btree ("order_id","signal");--> statement-breakpoint
CREATE INDEX "fraud_hits_user" ON "fraud_hits" USING btree ("user_id");
--> statement-breakpoint
-- Who else is paid into an account, or names a number as their emergency contact, at a million borrowers.
CREATE INDEX "users_company_card" ON "users" USING btree ("company_id","card_no") WHERE "card_no" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "users_kyc_review" ON "users" USING btree ("company_id","id") WHERE "kyc_status" = 'review';--> statement-breakpoint
CREATE INDEX "emergency_contacts_mobile" ON "emergency_contacts" USING btree ("mobile");
