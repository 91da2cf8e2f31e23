import type { Translation } from "../catalogue.ts";
import type en from "../en/pdf.ts";

export default {
  receipt: {
    title: "रसीद",
    documentTitle: "रसीद {number}",
    rows: {
      receiptNumber: "रसीद नंबर",
      date: "तारीख (IST)",
      receivedFrom: "पेमेंट करने वाले",
      email: "ई-मेल",
      for: "किस लिए",
      registration: "रजिस्ट्रेशन",
      paymentId: "Razorpay पेमेंट ID",
      status: "स्थिति",
    },
    refunded: "{amount} का रिफ़ंड {date} को हो गया",
    refunding: "{amount} के रिफ़ंड का अनुरोध {date} को किया गया",
    entryFee: "एंट्री फ़ीस: {contest}",
    tradingAs: "व्यापारिक नाम: {name}",
    gstin: "GSTIN {gstin}",
    amountPaid: "पेमेंट की गई रकम",
    footnote: "Razorpay से ऑनलाइन पेमेंट किया गया। यह रसीद कंप्यूटर से बनी है, इस पर हस्ताक्षर की ज़रूरत नहीं है।",
  },
  certificate: {
    titles: {
      participation: "भागीदारी का सर्टिफ़िकेट",
      winner: "उपलब्धि का सर्टिफ़िकेट",
    },
    documentTitle: "{title}: {name}",
    certifies: "प्रमाणित किया जाता है कि",
    tookPart: "ने इस कॉन्टेस्ट में हिस्सा लिया",
    placed: "ने इस कॉन्टेस्ट में {ordinal} स्थान पाया",
    winner: "इस कॉन्टेस्ट के विजेताओं में से एक हैं",
    ordinals: { "1": "पहला", "2": "दूसरा", "3": "तीसरा", "4": "चौथा", "5": "पाँचवाँ", "6": "छठा", other: "{rank}वाँ" },
    prize: "इनाम {amount}",
    dateOfIssue: "जारी करने की तारीख",
    checkAt: "इस सर्टिफ़िकेट की जाँच यहाँ करें",
    certificateId: "सर्टिफ़िकेट ID {id}",
    seal: { winner: "विजेता", participation: "क्रिएटर" },
  },
} satisfies Translation<typeof en>;
