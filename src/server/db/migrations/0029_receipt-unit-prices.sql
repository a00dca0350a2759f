ALTER TABLE "receipt_lines" ADD COLUMN "unit_cents" integer;--> statement-breakpoint
ALTER TABLE "receipt_lines" ADD COLUMN "weight_lb" real;