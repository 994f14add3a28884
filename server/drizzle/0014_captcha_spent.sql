CREATE TABLE "captcha_spent" (
	"challenge_id" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
