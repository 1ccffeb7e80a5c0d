CREATE TABLE "complaint_audios" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"url" text NOT NULL,
	"seconds" integer NOT NULL,
	"complaint_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" integer,
	"actor_name" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"name" text NOT NULL,
	"phone_encrypted" text NOT NULL,
	"gender" integer DEFAULT 0 NOT NULL,
	"complaint_type" text NOT NULL,
	"place_name" text NOT NULL,
	"place_id" integer,
	"place_type" text,
	"longitude" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	"region_code" text NOT NULL,
	"respondent" text NOT NULL,
	"address" text NOT NULL,
	"occurred_at" text NOT NULL,
	"reason" text NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"accepted_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"satisfaction" integer,
	"feedback" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_operator_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaint_audios" ADD CONSTRAINT "complaint_audios_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_audios" ADD CONSTRAINT "complaint_audios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_audios" ADD CONSTRAINT "complaint_audios_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_records" ADD CONSTRAINT "complaint_records_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_records" ADD CONSTRAINT "complaint_records_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_operator_roles" ADD CONSTRAINT "site_operator_roles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_operator_roles" ADD CONSTRAINT "site_operator_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_audios_user_idx" ON "complaint_audios" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "complaint_records_complaint_idx" ON "complaint_records" USING btree ("complaint_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_user_idx" ON "complaints" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_operator_roles_uq" ON "site_operator_roles" USING btree ("site_id","user_id","role");