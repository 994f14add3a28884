CREATE TABLE "community_videos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" varchar(1000) DEFAULT '' NOT NULL,
	"video_url" varchar(300) NOT NULL,
	"youtube_id" varchar(11) NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_videos" ADD CONSTRAINT "community_videos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_videos_list_idx" ON "community_videos" USING btree ("hidden","created_at");