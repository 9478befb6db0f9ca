-- AlterTable
ALTER TABLE "product_revisions" ADD COLUMN     "chain_bytes" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "delta" JSON,
ADD COLUMN     "keyframe" BOOLEAN NOT NULL DEFAULT true,
ALTER COLUMN "snapshot" DROP NOT NULL;
