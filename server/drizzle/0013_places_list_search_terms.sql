-- Issue 10: place lists page from either end on (site, type, sort, id) (bench:list: the last of 10,000 as fast as page 1);
-- search finds documents by whole terms through a GIN index on the terms as an array (the uncached search p99).
DROP INDEX "places_site_type_sort_idx";--> statement-breakpoint
CREATE INDEX "places_site_type_sort_id_idx" ON "places" USING btree ("site_id","type","sort","id");--> statement-breakpoint
CREATE INDEX "search_documents_terms_array_idx" ON "search_documents" USING gin (string_to_array(btrim("terms"), ' '));