CREATE TABLE "loan_extensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"period" integer NOT NULL,
	"days" integer NOT NULL,
	"fee_minor" bigint NOT NULL,
	"from_due_date" date NOT NULL,
	"to_due_date" date NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_extensions" ADD CONSTRAINT "loan_extensions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_extensions_order" ON "loan_extensions" USING btree ("order_id");