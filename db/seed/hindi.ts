/**
 * The demo content's Hindi (DESIGN.md, Languages): the home page's texts (banners, categories, judges,
 * testimonials, the company's address), the menu's three contests and the menu's content pages, as a
 * young creator would say them (the pages' own in ./hindi-pages.ts). Everything else stays English only, so the Hindi pages show how a
 * missing Hindi falls back to the English, field by field.
 */
import type { ContestCategorySlug, JudgeKey } from "./site-people.ts";

export const companyHindi = {
  address: "तीसरी मंज़िल, शगुन आर्केड, विजय नगर, इंदौर, मध्य प्रदेश 452010, भारत",
};

/** By the banner's English title. */
export const bannerTitleHindi: Record<string, string> = {
  "Your city. Your stage.": "आपका शहर। आपका स्टेज।",
  "Create. Compete. Get noticed.": "बनाइए। मुक़ाबला कीजिए। पहचान पाइए।",
  "₹2 lakh up for grabs in The Big League": "द बिग लीग में ₹2 लाख जीतने का मौक़ा",
  "Season 0 is a wrap": "सीज़न 0 पूरा हुआ",
};

export const contestCategoryHindi: Record<ContestCategorySlug, { name: string; description: string; contestType: string | null }> = {
  "comedy-skits": {
    name: "कॉमेडी स्किट्स",
    contestType: "स्किट कॉन्टेस्ट",
    description: "स्केच, वन-लाइनर और देसी फैमिली ड्रामा: डेढ़ मिनट से कम में पूरे मोहल्ले को हँसा दीजिए।",
  },
  dance: {
    name: "डांस",
    contestType: "डांस बैटल",
    description: "फोक, फ़िल्मी, हिप-हॉप या फ़्यूज़न। अपने मूव्स, अपनी क्रू और अपनी सबसे बढ़िया लोकेशन लेकर आइए, जज होंगे असली कोरियोग्राफर।",
  },
  "food-vlogs": {
    name: "फ़ूड व्लॉग्स",
    contestType: "व्लॉग चैलेंज",
    description: "सुबह 7 बजे पोहा, आधी रात को मोमोज़: वो स्ट्रीट फ़ूड, घर की रेसिपी और छुपे हुए ढाबे दिखाइए जो सिर्फ़ लोकल लोग जानते हैं।",
  },
  "tech-explainers": {
    name: "टेक एक्सप्लेनर्स",
    contestType: "एक्सप्लेनर चैलेंज",
    description: "UPI, AI या फ़ोन की कोई सेटिंग ऐसे समझाइए कि नानी भी समझ जाएँ। छोटे, स्मार्ट और काम के टेक वीडियो यहाँ जीतते हैं।",
  },
  "music-covers": {
    name: "म्यूज़िक कवर्स",
    contestType: "कवर कॉन्टेस्ट",
    description: "गाइए, गिटार बजाइए या बीटबॉक्स कीजिए। किसी भी भारतीय भाषा में कवर और ओरिजिनल, जहाँ आवाज़ सबसे अच्छी लगे वहीं रिकॉर्ड कीजिए।",
  },
  "travel-shorts": {
    name: "ट्रैवल शॉर्ट्स",
    // No type, as in English: the site says 'कॉन्टेस्ट'.
    contestType: null,
    description: "घाट, किले, पहाड़ी रास्ते और पुराने बाज़ार। ऐसा ट्रैवल शॉर्ट बनाइए कि हम बैग पैक करने लगें, और अपने शहर को मैप पर ले आइए।",
  },
};

/** By the interest's English name. */
export const interestHindi: Record<string, string> = {
  Comedy: "कॉमेडी",
  Dance: "डांस",
  Music: "म्यूज़िक",
  Food: "फ़ूड",
  Travel: "ट्रैवल",
  Tech: "टेक",
  "Fashion & Beauty": "फ़ैशन और ब्यूटी",
  Fitness: "फ़िटनेस",
  Gaming: "गेमिंग",
  Education: "एजुकेशन",
};

/** Names stay as the judges write them; their profession and bio in Hindi. */
export const judgeHindi: Partial<Record<JudgeKey, { profession: string; bio: string }>> = {
  ritika: {
    profession: "स्टैंड-अप कॉमेडियन और यूट्यूबर",
    bio: "2016 में भोपाल के कैफ़े में ओपन माइक से शुरुआत की; आज छोटे शहर की फ़ैमिली लाइफ़ पर उनके स्केच हर महीने लाखों लोग देखते हैं।",
  },
  arjun: {
    profession: "सिनेमैटोग्राफ़र और फ़िल्म एडिटर",
    bio: "पूरे भारत में म्यूज़िक वीडियो और ऐड फ़िल्में शूट कर चुके हैं, और टियर-2 कॉलेजों में फ़ोन से फ़िल्म बनाने की वर्कशॉप लेते हैं।",
  },
  kavya: {
    profession: "कोरियोग्राफ़र",
    bio: "भरतनाट्यम में ट्रेनिंग, हिप-हॉप की दीवानी। कोयंबटूर में डांस स्टूडियो चलाती हैं और दस साल से कॉलेज फ़ेस्ट जज कर रही हैं।",
  },
  farhan: {
    profession: "म्यूज़िक प्रोड्यूसर",
    bio: "लखनऊ में जन्मे प्रोड्यूसर, कई इंडी हिट और फ़िल्मी जिंगल उनके नाम हैं; वे पॉलिश से पहले आवाज़ में सच्चाई सुनते हैं।",
  },
  neha: {
    profession: "फ़ूड और ट्रैवल व्लॉगर",
    bio: "कैमरे पर 140 शहरों का खाना चख चुकी हैं और आज भी मानती हैं कि इंदौर का सराफ़ा बाज़ार भारत की सबसे बढ़िया नाइट आउट है।",
  },
  vikram: {
    profession: "ट्रैवल फ़िल्ममेकर",
    bio: "जोधपुर के डॉक्यूमेंट्री फ़िल्ममेकर, जिन्होंने हिमालय, कच्छ का रण और उनके बीच का सब कुछ फ़िल्माया है।",
  },
  sneha: {
    profession: "टेक एजुकेटर",
    bio: "पुणे में सॉफ़्टवेयर इंजीनियर थीं, अब एजुकेटर हैं; मराठी और हिन्दी में उनके एक्सप्लेनर टेक को आसान और दोस्ताना बना देते हैं।",
  },
};

/** By the testimonial's English name. */
export const testimonialHindi: Record<string, { name: string; testimonial: string }> = {
  "Aditi Rawat": {
    name: "अदिति रावत",
    testimonial:
      "मैंने अपनी एंट्री भाई के फ़ोन से ऋषिकेश के घाटों पर शूट की थी। दूसरे नंबर पर आई, उसी इनाम से अपना पहला माइक लिया, और जजों का फ़ीडबैक तो सोने जैसा था।",
  },
  "Mohit Saini": {
    name: "मोहित सैनी",
    testimonial:
      "पहली बार ऐसा कॉन्टेस्ट मिला जहाँ फ़ॉलोअर्स से कोई फ़र्क़ नहीं पड़ा। मेरे सिर्फ़ 300 फ़ॉलोअर्स थे, फिर भी शॉर्टलिस्ट हुआ। इससे अपने काम को देखने का मेरा नज़रिया ही बदल गया।",
  },
  "Zoya Khan": {
    name: "ज़ोया ख़ान",
    testimonial: "रजिस्टर करने में दो मिनट लगे और पेमेंट आराम से हो गया। अपने ही राज्य के क्रिएटर्स के साथ अप्लिकेंट्स की लिस्ट में अपना नाम देखकर बहुत अच्छा लगा।",
  },
  "Harshvardhan Jadeja": {
    name: "हर्षवर्धन जडेजा",
    testimonial:
      "सिर्फ़ अपने शहर वालों का कॉन्टेस्ट, सबसे बढ़िया आइडिया। मेरा मुक़ाबला राजकोट के लोगों से था, मुंबई के स्टूडियो से नहीं। बराबरी की टक्कर, शानदार इनाम।",
  },
  Lalremruati: {
    name: "ललरेमरुआती",
    testimonial: "आइज़ोल से हूँ, और हमारे लिए कोई कॉन्टेस्ट करता ही नहीं। यहाँ एक मिला, फ़्री में एंट्री की और मेरा वीडियो फ़ीचर हो गया। थैंक यू, टीम!",
  },
  "Gaurav Bhardwaj": {
    name: "गौरव भारद्वाज",
    testimonial: "सिर्फ़ हैक ज़ोन की साउंड वाली टिप्स से मेरे वीडियो दोगुने अच्छे हो गए। अब मेरा फ़ूड व्लॉग ट्रैफ़िक जैसा नहीं, तड़के जैसा सुनाई देता है।",
  },
};

export type ContestHindi = {
  title: string;
  shortDescription: string;
  description?: string;
  rules?: string[];
  requirements?: string[];
  /** By rank: [title, description]. */
  prizes?: readonly [title: string, description: string][];
};

const commonRules = [
  "वीडियो आपका अपना ओरिजिनल काम हो, जो इसी कॉन्टेस्ट के लिए बनाया गया हो।",
  "हर क्रिएटर की सिर्फ़ एक एंट्री; आप जो आख़िरी लिंक भेजेंगे, वही जज होगा।",
  "नफ़रत भरी बातें, न्यूडिटी, ख़तरनाक स्टंट या ऐसा कॉपीराइट वाला म्यूज़िक नहीं चलेगा जिसके राइट्स आपके पास न हों।",
  "जजों का फ़ैसला आख़िरी होगा।",
];

const commonRequirements = [
  "एक पब्लिक या अनलिस्टेड वीडियो लिंक (YouTube, Instagram या Google Drive)।",
  "एक सही भारतीय मोबाइल नंबर और ई-मेल पता।",
];

const winner = "विनर";
const firstRunnerUp = "फ़र्स्ट रनर-अप";
const secondRunnerUp = "सेकंड रनर-अप";
const cashPrize = "कैश प्राइज़।";

/** By the contest's seed slug: the menu's three in full, the others' title and card line. */
export const contestHindi: Record<string, ContestHindi> = {
  "city-hustle": {
    title: "सिटी हसल",
    shortDescription: "60 सेकंड की रील में अपने शहर की भागदौड़ दिखाइए। सिर्फ़ चार शहरों के लिए।",
    description: `
<p><strong>सिटी हसल</strong> उन क्रिएटर्स के लिए है जिन्हें अपने शहर से कुछ ज़्यादा ही प्यार है। सुबह की चाय वाली भीड़, कभी न सोने वाला बाज़ार, सबसे बढ़िया प्लेलिस्ट वाले ऑटो भैया &mdash; वो लोग और जगहें दिखाइए जिनसे आपका शहर चलता है।</p>
<p>यह राउंड सिर्फ़ <strong>इंदौर, जयपुर, लखनऊ और नागपुर</strong> में रहने वाले क्रिएटर्स के लिए है, यानी आपका मुक़ाबला पड़ोसियों से है, मेट्रो के स्टूडियो से नहीं।</p>
<h2>हम क्या देखना चाहते हैं</h2>
<ul>
  <li>असली जगहें और असली लोग (उनकी इजाज़त से)।</li>
  <li>पहले दो सेकंड दमदार हों, और सिर्फ़ सुंदर शॉट नहीं, एक कहानी हो।</li>
  <li>आपकी अपनी आवाज़: नैरेशन, टेक्स्ट या म्यूज़िक, जो आपके शहर जैसा लगे।</li>
</ul>`,
    rules: [...commonRules, "आपका रजिस्टर किया हुआ पता इन शहरों में से किसी एक में होना चाहिए।"],
    requirements: ["वर्टिकल वीडियो, 30 से 60 सेकंड का।", ...commonRequirements],
    prizes: [
      [winner, "कैश प्राइज़ और हमारे Instagram पेज पर फ़ीचर।"],
      [firstRunnerUp, "कैश प्राइज़ और हमारी स्टोरीज़ में शाउट-आउट।"],
      [secondRunnerUp, cashPrize],
    ],
  },
  "state-flex": {
    title: "स्टेट फ़्लेक्स",
    shortDescription: "अपने राज्य का डांस स्टाइल दिखाइए, फोक हो या फ़िल्मी, 90 सेकंड की परफ़ॉर्मेंस में।",
    description: `
<p>हर राज्य का अपना एक मूव है। गरबा, लावणी, यक्षगान, भांगड़ा, या शादी की बारात वाला वो स्टेप जिसकी क़सम आपके चाचा खाते हैं। <strong>स्टेट फ़्लेक्स</strong> में अपने राज्य का डांस लीजिए और उसे अपना बना दीजिए।</p>
<p>यह राउंड <strong>मध्य प्रदेश, महाराष्ट्र और कर्नाटक</strong> के क्रिएटर्स के लिए है।</p>
<h2>जजिंग</h2>
<ul>
  <li>टेक्नीक और ताल की समझ</li>
  <li>परंपरा को अपने स्टाइल के साथ मिलाने में क्रिएटिविटी</li>
  <li>एनर्जी, एक्सप्रेशन और लोकेशन</li>
</ul>`,
    rules: [
      ...commonRules,
      "आपका रजिस्टर किया हुआ पता इन राज्यों में से किसी एक में होना चाहिए।",
      "4 डांसर्स तक के ग्रुप चलेंगे; इनाम रजिस्टर करने वाले क्रिएटर को मिलेगा।",
    ],
    requirements: ["60 से 90 सेकंड का वीडियो, हॉरिज़ॉन्टल या वर्टिकल।", ...commonRequirements],
    prizes: [
      [winner, "कैश प्राइज़ और हमारे हेड जज के साथ एक दिन की वर्कशॉप।"],
      [firstRunnerUp, cashPrize],
      [secondRunnerUp, cashPrize],
    ],
  },
  "the-big-league": {
    title: "द बिग लीग",
    shortDescription: "हमारा सबसे बड़ा ऑल-इंडिया म्यूज़िक कॉन्टेस्ट: कवर हो या ओरिजिनल, ₹2 लाख के इनाम।",
    description: `
<p><strong>द बिग लीग</strong> हमारा सबसे बड़ा कॉन्टेस्ट है, पूरे भारत के क्रिएटर्स के लिए। गाइए, बजाइए, प्रोड्यूस कीजिए या बीटबॉक्स कीजिए &mdash; किसी भी भारतीय भाषा में कवर और ओरिजिनल, सब चलेंगे।</p>
<p>टॉप 20 एंट्रीज़ को हमारी जूरी से लिखा हुआ फ़ीडबैक मिलेगा, और टॉप तीन के बीच <strong>₹2,00,000</strong> का प्राइज़ पूल बँटेगा।</p>
<h2>राउंड</h2>
<ol>
  <li>ऑनलाइन सबमिशन: अपनी सबसे अच्छी परफ़ॉर्मेंस भेजिए।</li>
  <li>शॉर्टलिस्ट: जूरी टॉप 20 चुनेगी।</li>
  <li>फ़ाइनल: शॉर्टलिस्ट हुए क्रिएटर्स हमारी बताई थीम पर एक और परफ़ॉर्मेंस भेजेंगे।</li>
</ol>`,
    rules: [...commonRules, "कवर में वीडियो के डिस्क्रिप्शन में ओरिजिनल आर्टिस्ट को क्रेडिट देना ज़रूरी है।"],
    requirements: ["3 मिनट तक की परफ़ॉर्मेंस, साफ़ आवाज़ के साथ।", ...commonRequirements],
    prizes: [
      [winner, "कैश प्राइज़ और एक स्टूडियो रिकॉर्डिंग सेशन।"],
      [firstRunnerUp, "कैश प्राइज़ और हमारे प्रोड्यूसर के साथ एक मेंटरिंग कॉल।"],
      [secondRunnerUp, cashPrize],
    ],
  },
  "free-open-mic": {
    title: "फ़्री ओपन माइक",
    shortDescription: "न एंट्री फ़ीस, न कोई लिमिट: अपना सबसे मज़ेदार एक मिनट का कॉमेडी वीडियो भेजिए।",
  },
  "pitch-your-town": {
    title: "अपने शहर की पिच",
    shortDescription: "सिर्फ़ दो सीटें: 45 सेकंड में अपने शहर की पिच कीजिए और वन-ऑन-वन मेंटरशिप जीतिए।",
  },
  "rooftop-reels-mini": {
    title: "रूफ़टॉप रील्स मिनी",
    shortDescription: "तीन सीटें, तीनों भर चुकीं: छत या बालकनी पर शूट की गई रील्स का छोटा राउंड।",
  },
  "monsoon-food-trail": {
    title: "मॉनसून फ़ूड ट्रेल",
    shortDescription: "पकौड़े, भुट्टा और चाय: अपने शहर के बारिश वाले सबसे बढ़िया खाने का व्लॉग बनाइए। रजिस्ट्रेशन जल्द खुलेगा।",
  },
  "tech-in-60-seconds": {
    title: "60 सेकंड में टेक",
    shortDescription: "रोज़ की किसी एक टेक चीज़ को एक मिनट में समझाइए। रजिस्ट्रेशन बंद हो चुका है; जजिंग जल्द शुरू होगी।",
  },
  "street-dance-showdown": {
    title: "स्ट्रीट डांस शोडाउन",
    shortDescription: "सड़कें ही स्टेज हैं। जजिंग अभी चल रही है; नतीजे लगभग एक हफ़्ते में।",
  },
  "chai-and-comedy-season-1": {
    title: "चाय और कॉमेडी: सीज़न 1",
    shortDescription: "हमारा पहला कॉमेडी कॉन्टेस्ट पूरा हुआ: विनर्स से मिलिए और उनके स्किट देखिए।",
    prizes: [
      [winner, "कैश प्राइज़ और हमारे YouTube चैनल पर फ़ीचर।"],
      [firstRunnerUp, cashPrize],
      [secondRunnerUp, cashPrize],
    ],
  },
  "festive-food-trails": {
    title: "फ़ेस्टिव फ़ूड ट्रेल्स",
    shortDescription: "त्योहारों वाले खाने की खोज पूरी हुई। जूरी अभी विनर्स चुन रही है।",
  },
};

/** The demo rubric's criteria in Hindi, by key. */
export const rubricCriterionHindi: Record<
  string,
  { name: string; description: string; anchors: { "1": string; "4": string; "7": string; "10": string } }
> = {
  c1: {
    name: "एनर्जी और स्किल",
    description: "कंट्रोल, ताल की समझ और दम।",
    anchors: { "1": "बीट से बाहर, झिझकता हुआ", "4": "कुछ अच्छे पल", "7": "टाइट और कॉन्फ़िडेंट", "10": "भूलना मुश्किल" },
  },
  c2: {
    name: "जगह का इस्तेमाल",
    description: "सड़क कैसे स्टेज बनती है।",
    anchors: { "1": "कोई भी कमरा चल जाता", "4": "जगह बस बैकग्राउंड है", "7": "जगह डांस का हिस्सा है", "10": "सिर्फ़ वहीं मुमकिन था" },
  },
  c3: {
    name: "फ़िल्मिंग",
    description: "फ़ोन पर फ़्रेमिंग, रोशनी और साउंड।",
    anchors: { "1": "देखना मुश्किल", "4": "देखने लायक़", "7": "अच्छे से शूट किया", "10": "फ़िल्म जैसा" },
  },
};
