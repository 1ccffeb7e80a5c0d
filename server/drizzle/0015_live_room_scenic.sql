ALTER TABLE "live_rooms" ADD COLUMN "scenic_id" integer;--> statement-breakpoint
CREATE INDEX "live_rooms_scenic_idx" ON "live_rooms" USING btree ("site_id","scenic_id");--> statement-breakpoint
-- databases seeded before this migration: their scenic webcams belong to the site's first scenic area
UPDATE "live_rooms" AS r SET "scenic_id" = (
  SELECT p."id" FROM "places" AS p WHERE p."site_id" = r."site_id" AND p."type" = 'SCENERY' ORDER BY p."id" LIMIT 1
) WHERE r."category" = 'scenic' AND r."scenic_id" IS NULL;
