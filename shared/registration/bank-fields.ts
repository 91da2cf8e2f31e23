/** The bank details' inputs, in order, as the details form and a winner's prize documents ask for them. */
export const bankFields = [
  { key: "accountNumber", label: "Account Number", inputMode: "numeric" },
  { key: "accountHolderName", label: "Account Holder Name" },
  { key: "bankName", label: "Bank Name" },
  { key: "branchName", label: "Branch Name" },
  { key: "ifscCode", label: "IFSC Code", autoCapitalize: "characters" },
] as const;
