import type { Db } from "#db/client.ts";
import type { Config } from "./config.ts";
import { type Encryptor, loadEncryptor } from "./services/encryption/encryption.ts";
import type { PaymentGateway } from "./services/payments/gateway.ts";
import { createPaymentGateway } from "./services/payments/payment-gateway.ts";
import { PublicListCache } from "./services/public-list-cache.ts";
import { createConfiguredStorage, type FileStorage } from "./services/storage/storage.ts";
import { createUploadGates, type UploadGates } from "./services/storage/upload-limits.ts";

/** What every API route and every page loader works with; one instance per process. */
export type AppContext = {
  db: Db;
  config: Config;
  cache: PublicListCache;
  /** Razorpay when keys are configured, otherwise the simulated test-mode gateway. */
  payments: PaymentGateway;
  /** Uploaded files: the S3 bucket when S3_BUCKET is set, otherwise DATA_DIR. */
  storage: FileStorage;
  /** How many uploads this process reads at once, and each client's and creator's share. */
  uploadGates: UploadGates;
  /** Seals documents, bank details and two-factor secrets with the configured key. */
  encryptor: Encryptor;
};

/** The parts a caller may hand in instead of the configured ones (a test's stand-in). */
export type AppServices = Pick<AppContext, "payments" | "storage" | "encryptor">;

/** Builds every part once; the encryption key is loaded here, so a bad one stops the start. */
export function createAppContext(db: Db, config: Config, services: Partial<AppServices> = {}): AppContext {
  return {
    db,
    config,
    cache: new PublicListCache(),
    payments: services.payments ?? createPaymentGateway(db, config),
    storage: services.storage ?? createConfiguredStorage(config),
    uploadGates: createUploadGates(config),
    encryptor: services.encryptor ?? loadEncryptor(config),
  };
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
