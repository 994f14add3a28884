ALTER TABLE "files" ADD COLUMN "checksum" varchar(100);--> statement-breakpoint
CREATE INDEX "files_unconfirmed_idx" ON "files" USING btree ("created_at") WHERE "files"."uploaded_at" is null;