ALTER TABLE "library_imports" ADD COLUMN "subchapters_read" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "library_imports" ADD COLUMN "exercises_found" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "library_imports" ADD COLUMN "exercises_solved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "library_imports" ADD COLUMN "exercises_failed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "library_imports" ADD COLUMN "note" text;