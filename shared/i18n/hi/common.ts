import type { Translation } from "../catalogue.ts";
import type en from "../en/common.ts";

export default {
  skipToContent: "सीधे मुख्य हिस्से पर जाएँ",
  site: {
    tagline: "युवा क्रिएटर्स के लिए कॉन्टेस्ट",
    description: "भारत के छोटे शहरों के युवा क्रिएटर्स के लिए कॉन्टेस्ट: कॉन्टेस्ट चुनें, अपना वीडियो पोस्ट करें, और उन जजों की नज़र में आएँ जो खुद कामयाब क्रिएटर हैं।",
  },
  languageSwitch: {
    label: "भाषा",
    toHindi: "हिन्दी",
    toEnglish: "English",
  },
  header: {
    home: "{company} होम",
    menu: "मेन्यू",
  },
  menu: {
    label: "मेन्यू",
    close: "बंद करें",
    navigation: "मुख्य",
    explore: "एक्सप्लोर करें",
    contests: "कॉन्टेस्ट",
    home: "होम",
    contactUs: "संपर्क करें",
    myRegistrations: "मेरे रजिस्ट्रेशन",
    viewAffiliates: "एफ़िलिएट देखें",
    pages: {
      "vibe-check": "वाइब चेक",
      "hall-of-fame": "हॉल ऑफ़ फ़ेम",
      "hack-zone": "हैक ज़ोन",
      "the-rules": "नियम",
      "lets-talk": "बात करें",
    },
    contestLinks: {
      "city-hustle": "सिटी हसल",
      "state-flex": "स्टेट फ़्लेक्स",
      "the-big-league": "द बिग लीग",
    },
  },
  footer: {
    tagline: "भारत के छोटे शहरों के युवा क्रिएटर्स के लिए कॉन्टेस्ट। बनाएँ, पोस्ट करें, पहचान पाएँ।",
    navigation: "फ़ुटर",
    contactUs: "संपर्क करें",
    viewAffiliates: "एफ़िलिएट देखें",
    privacy: "प्राइवेसी नोटिस",
    rights: "© {year} {company}. सर्वाधिकार सुरक्षित।",
    madeBy: "{site} टीम ने डिज़ाइन और डेवलप किया",
    backToTop: "ऊपर जाएँ",
  },
  social: {
    open: "सोशल लिंक खोलें",
    close: "सोशल लिंक बंद करें",
    list: "हमें फ़ॉलो करें",
    contactUs: "संपर्क करें",
  },
  breadcrumb: {
    label: "आप यहाँ हैं",
    home: "होम",
  },
  toasts: {
    label: "सूचनाएँ",
    close: "सूचना बंद करें",
  },
  loading: "लोड हो रहा है...",
  share: "शेयर करें",
  slider: {
    previous: "पिछली स्लाइड",
    next: "अगली स्लाइड",
    goTo: "स्लाइड {number} पर जाएँ",
    position: "{count} में से {number}",
    play: "स्लाइडशो चलाएँ",
    pause: "स्लाइडशो रोकें",
  },
  dialog: {
    close: "बंद करें",
  },
  discard: {
    title: "जो लिखा है, उसे हटा दें?",
    back: "फ़ॉर्म पर वापस जाएँ",
    discard: "हटा दें",
    keep: "लिखना जारी रखें",
  },
  code: {
    label: "कोड",
    testMode: "टेस्ट मोड: आपका कोड {code} है",
  },
  contentPage: {
    notFoundTitle: "कंटेंट नहीं मिला",
    notFoundText: "कंटेंट नहीं मिला।",
    loadFailed: "कंटेंट लोड नहीं हो सका।",
    errorLine: "गड़बड़ी: {message}",
  },
  notFound: {
    title: "पेज नहीं मिला",
    text: "आप जो पेज ढूँढ रहे हैं, वह शायद हटा दिया गया है, उसका नाम बदल गया है, या वह अभी कुछ देर के लिए उपलब्ध नहीं है।",
    home: "होम पेज पर जाएँ",
  },
  backSoon: {
    title: "बस एक पल में वापस",
    text: "साइट अभी थोड़ी व्यस्त है: आपका सेव किया हुआ कुछ भी नहीं खोया है। आधे मिनट बाद फिर से कोशिश करें।",
    note: "हम बस एक पल में वापस आते हैं: आपका सेव किया हुआ कुछ भी नहीं खोया है। आधे मिनट बाद फिर से कोशिश करें।",
  },
  failed: {
    title: "कुछ गड़बड़ हो गई",
    text: "{reason} थोड़ी देर बाद फिर से कोशिश करें।",
    reason: "कुछ गड़बड़ हो गई।",
    home: "होम पेज पर जाएँ",
  },
} satisfies Translation<typeof en>;
