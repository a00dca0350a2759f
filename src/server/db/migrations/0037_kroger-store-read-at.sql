-- When the Kroger refresh last read every product of the store (review R4): the next run starts with the oldest.
ALTER TABLE "stores" ADD COLUMN "kroger_read_at" timestamp with time zone;