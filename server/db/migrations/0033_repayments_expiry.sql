-- Until when each repayment can be paid, and when the borrower cancelled it (issue 37): the open
-- payments a loan lists are those pending, not cancelled and not yet expired. Payments opened
-- before keep what they were shown: 15 minutes for a QR or a counter code; a wallet's checkout
-- and the payment page take their method's validity now. Null for money posted without a payment to
-- pay (a staff posting of a transfer, credit paid into a next loan): never open.
ALTER TABLE "repayments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "repayments" SET "expires_at" = "created_at" + CASE "method"
  WHEN 'qr' THEN interval '15 minutes'
  WHEN 'otc' THEN interval '15 minutes'
  WHEN 'ewallet' THEN interval '30 minutes'
  WHEN 'page' THEN interval '24 hours' END
WHERE "method" IN ('qr', 'otc', 'ewallet', 'page');--> statement-breakpoint
ALTER TABLE "repayments" ADD COLUMN "cancelled_at" timestamp with time zone;
