/** Each network's name as the site shows it (icons' labels, My data's rows): the brands' own spelling. */
export const socialNetworkLabels: Readonly<Record<string, string>> = {
  instagram: "Instagram",
  youtube: "YouTube",
  facebook: "Facebook",
  twitter: "Twitter",
  linkedIn: "LinkedIn",
  tiktok: "TikTok",
  whatsapp: "WhatsApp",
};
