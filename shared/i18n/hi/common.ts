import type { Translation } from "../catalogue.ts";
import type en from "../en/common.ts";

export default {
  skipToContent: "सीधे मुख्य हिस्से पर जाएँ",
  languageSwitch: {
    label: "भाषा",
    toHindi: "हिन्दी",
    toEnglish: "English",
  },
  header: {
    home: "{company} होम",
    menu: "मेन्यू",
  },
  notFound: {
    title: "पेज नहीं मिला",
    text: "आप जो पेज ढूँढ रहे हैं, वह शायद हटा दिया गया है, उसका नाम बदल गया है, या वह अभी कुछ देर के लिए उपलब्ध नहीं है।",
    home: "होम पेज पर जाएँ",
  },
  backSoon: {
    title: "बस एक पल में वापस",
    text: "साइट अभी थोड़ी व्यस्त है: आपका सेव किया हुआ कुछ भी नहीं खोया है। आधे मिनट बाद फिर से कोशिश करें।",
  },
  failed: {
    title: "कुछ गड़बड़ हो गई",
    text: "{reason} थोड़ी देर बाद फिर से कोशिश करें।",
    reason: "कुछ गड़बड़ हो गई।",
    home: "होम पेज पर जाएँ",
  },
} satisfies Translation<typeof en>;
