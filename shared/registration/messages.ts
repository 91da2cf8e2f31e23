import { eligibilityMessages } from "./eligibility.ts";

/** Every registration message users see, worded exactly as the product writes them (docs/product-rules.md, registration and validation). */
export const registrationMessages = {
  invalidEmail: "Enter a valid email",
  formInvalid: "Please fill all required fields and correct any errors.",
  mobileNo: "Mobile Number must be exactly 10 digits and contain only numbers.",
  pincode: "Pincode must contain only numbers and not exceed 6 digits.",
  dateOfBirthInvalid: "Enter a valid date of birth.",
  dateOfBirthRange: "Date of birth must be between 5 and 100 years ago.",
  instagramRequired: "Instagram link is required.",
  videoLinkInvalid: "Please enter a valid video link URL",
  categoriesRequired: "At least one category is required",
  affiliateCodeEmpty: "Affiliate code cannot be empty.",
  affiliateNotFound: "Affiliate code not found or is inactive.",
  affiliateCallFailed: "Failed to apply affiliate code. Please try again.",
  affiliateApplied: "Affiliate code applied successfully!",
  paymentVideoLinkRequired: "Video link is required",
  paymentVideoLinkInvalid: "Please enter a valid URL",
  ...eligibilityMessages,
  alreadyRegistered: "You have already registered for this contest with this email.",
  createUserFailed: "Failed to create user",
  userNotFound: "User not found",
  createOrderFailed: "Failed to create order on backend.",
  freeContestSuccess: "Registration successful for free contest!",
  checkoutLoadFailed: "Razorpay SDK failed to load. Are you online?",
  paymentSuccess: "Payment successful and registration complete!",
  verificationFailed: "Payment verification failed on server.",
  verificationCallFailed: "Failed to verify payment. Please contact support.",
  paymentFailed: "Payment failed. Please try again.",
  paymentError: "An error occurred during payment. Please try again.",
  registrationClosed: "Registration for this contest is closed.",
  paymentConfigFailed: "Failed to fetch payment configuration.",
  paymentConfigError: "Error fetching payment configuration.",
} as const;

/**
 * The label the form shows, in lower case, then ' is required': "Mobile Number" → "mobile number is
 * required" (docs/product-rules.md#validation). A field name in camel case is split into words.
 */
export function requiredMessage(field: string): string {
  return `${field.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()} is required`;
}

/** 'First Name should only contain alphabets.' and likewise for Middle Name and Last Name. */
export function alphabetsMessage(label: "First Name" | "Middle Name" | "Last Name"): string {
  return `${label} should only contain alphabets.`;
}

export const socialNetworks = [
  { key: "instagram", label: "Instagram" },
  { key: "youtube", label: "Youtube" },
  { key: "facebook", label: "Facebook" },
  { key: "twitter", label: "Twitter" },
  { key: "linkedIn", label: "LinkedIn" },
  { key: "tiktok", label: "TikTok" },
] as const;

/** 'Please enter a valid Youtube link starting with https://' */
export function socialLinkMessage(label: string): string {
  return `Please enter a valid ${label} link starting with https://`;
}
