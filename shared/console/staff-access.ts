import { z } from "zod";
import { Ok } from "../api/common.ts";
import { INVALID_EMAIL_MESSAGE, isEmail } from "../validation/email.ts";
import { forbiddenCharactersMessage, SINGLE_LINE_PATTERN } from "../validation/text.ts";

/**
 * The console's roles, strongest first (docs/console.md); what each may do is in shared/permissions.ts.
 * Each holds every action of the roles after it: an accountant holds only what a viewer holds about
 * money, never a creator's registration (a minor's date of birth, address, mobile).
 */
export const STAFF_ROLES = ["owner", "editor", "viewer", "accountant"] as const;
export type StaffRoleName = (typeof STAFF_ROLES)[number];

export const staffMessages = {
  emailRequired: "Email is required.",
  passwordRequired: "Password is required.",
  codeRequired: "Enter the code from your authenticator app.",
  codeInvalid: "That code is not right. Enter the current 6-digit code, or one of your recovery codes.",
  enrolCodeInvalid: "That code is not right. Check the time on your phone and enter the current 6-digit code.",
  currentPasswordWrong: "The current password is not right.",
  signInRequired: "Please sign in to the console.",
  twoFactorSetupRequired: "Set up two-factor sign-in on your account page first.",
  roleTooLow: "Your role does not allow this.",
  noRoleDeclared: "This console route is closed.",
} as const;

const password = (required: string) => z.string({ error: required }).min(1, required).max(256, "The password is too long.");

/** The sign-in form and POST /api/admin/sign-in. */
export const StaffSignInSchema = z.object({
  email: z
    .string({ error: staffMessages.emailRequired })
    .trim()
    // An empty field says only that it is required.
    .min(1, { error: staffMessages.emailRequired, abort: true })
    .refine((value) => isEmail(value), INVALID_EMAIL_MESSAGE),
  password: password(staffMessages.passwordRequired),
});
export type StaffSignIn = z.infer<typeof StaffSignInSchema>;

/** A 6-digit authenticator code or a recovery code (xxxx-xxxx-xxxx-xxxx); spaces and case do not matter. */
export const SecondFactorCodeSchema = z.object({
  code: z
    .string({ error: staffMessages.codeRequired })
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().min(1, staffMessages.codeRequired).max(40, staffMessages.codeInvalid)),
});

export const ChangePasswordSchema = z.object({
  currentPassword: password("Current password is required."),
  newPassword: password("New password is required."),
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** Turning two-factor sign-in off, or making new recovery codes, asks for the password again. */
export const PasswordConfirmationSchema = z.object({ password: password(staffMessages.passwordRequired) });

export const StaffMemberAnswer = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  twoFactorEnabled: z.boolean(),
});
export type StaffMemberView = z.infer<typeof StaffMemberAnswer>;

export const SignInAnswer = z.object({
  isOk: Ok,
  data: z.object({
    /** "signed-in", or "second-factor" when the authenticator code is asked next. */
    next: z.enum(["signed-in", "second-factor"]),
    staff: StaffMemberAnswer.nullable(),
    twoFactorSetupRequired: z.boolean(),
  }),
});

export const SessionAnswer = z.object({
  isOk: Ok,
  data: z.object({ staff: StaffMemberAnswer, twoFactorSetupRequired: z.boolean(), expiresAt: z.string() }),
});

export const EnrolmentAnswer = z.object({
  isOk: Ok,
  data: z.object({
    /** Base32, for typing into an app that cannot scan. */
    secret: z.string(),
    otpauthUri: z.string(),
    /** The otpauth URI as a QR code (SVG markup made on the server). */
    qrSvg: z.string(),
  }),
});

export const RecoveryCodesAnswer = z.object({
  isOk: Ok,
  message: z.string(),
  /** Shown once; only their hashes are kept. */
  data: z.object({ recoveryCodes: z.array(z.string()) }),
});

/** A staff password's least length; the server also refuses common and easily guessed ones (staff-password-rule.ts). */
export const STAFF_MIN_PASSWORD_LENGTH = 12;

export const staffFormMessages = {
  nameRequired: "Name is required.",
  nameTooLong: "The name must be at most 120 characters long.",
  roleRequired: "Choose a role.",
  passwordShort: `The password must be at least ${STAFF_MIN_PASSWORD_LENGTH} characters long.`,
  passwordSpaces: "The password must not start or end with a space.",
} as const;

/** The console's "Add a staff member" form and POST /api/admin/staff. An empty password means "generate one". */
export const CreateStaffSchema = z.object({
  email: StaffSignInSchema.shape.email,
  name: z
    .string({ error: staffFormMessages.nameRequired })
    .trim()
    .min(1, staffFormMessages.nameRequired)
    .max(120, staffFormMessages.nameTooLong)
    .regex(SINGLE_LINE_PATTERN, forbiddenCharactersMessage("Name")),
  role: z.enum(STAFF_ROLES, { error: staffFormMessages.roleRequired }),
  password: z
    .string()
    .max(256, "The password must be at most 256 characters long.")
    .refine((value) => value === "" || value.length >= STAFF_MIN_PASSWORD_LENGTH, staffFormMessages.passwordShort)
    .refine((value) => value.trim() === value, staffFormMessages.passwordSpaces)
    .optional(),
});
export type CreateStaff = z.infer<typeof CreateStaffSchema>;

export const StaffAccountView = StaffMemberAnswer.extend({
  active: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffAccountRow = z.infer<typeof StaffAccountView>;

export const StaffListAnswer = z.object({ isOk: Ok, data: z.array(StaffAccountView) });

export const StaffCreatedAnswer = z.object({
  isOk: Ok,
  message: z.string(),
  data: StaffMemberAnswer.omit({ twoFactorEnabled: true }).extend({
    /** Shown once to the owner, who passes it on privately; null when they typed one. */
    generatedPassword: z.string().nullable(),
  }),
});

/** PUT /api/admin/staff/{staffId}/role and the member page's role form. */
export const ChangeRoleSchema = z.object({ role: z.enum(STAFF_ROLES, { error: staffFormMessages.roleRequired }) });
export type ChangeRole = z.infer<typeof ChangeRoleSchema>;

/** PUT /api/admin/staff/{staffId}/active: deactivate (false) or reactivate (true). */
export const SetActiveSchema = z.object({ active: z.boolean({ error: "Say whether the account is active (true or false)." }) });

export const StaffAccountAnswer = z.object({ isOk: Ok, data: StaffAccountView });
