/**
 * The privacy notice in Hindi (issue 28; DPDP Act: a person may read the notice about their data in a scheduled
 * language), line by line, keyed by the English line of a version's text (a "## " heading or a paragraph). A
 * version is served in Hindi only when every one of its lines is here; else in English whole, never half and half
 * (`noticeIn`, privacy-notice.service.ts). A new version's new lines: add their Hindi here in the same change.
 */
export const HI_PRIVACY_BLOCKS: Record<string, string> = {
  '## What we collect': '## हम क्या जानकारी लेते हैं',
  'Your name, email address and phone or mobile number when you register; the delivery addresses you save or give at checkout; your cart, your orders and their invoices; the reviews you write; the complaints and messages you send us; and the emails and text messages we send you.':
    'रजिस्टर करते समय आपका नाम, ईमेल पता और फ़ोन या मोबाइल नंबर; आपके सेव किए हुए या चेकआउट में दिए गए डिलीवरी के पते; आपका कार्ट, आपके ऑर्डर और उनके इनवॉइस; आपके लिखे रिव्यू; आपकी भेजी शिकायतें और मैसेज; और हमारे भेजे ईमेल और SMS।',
  '## Why we use it': '## हम इसका इस्तेमाल क्यों करते हैं',
  'To run your account and log you in; to place your orders with the shops and deliver them (a shop sees your delivery address only once it confirms your order); to issue the tax invoices the law requires; to answer your complaints; and to keep the marketplace safe from abuse. We do not sell your data and we do not use it for advertising.':
    'आपका अकाउंट चलाने और आपको लॉग इन करने के लिए; आपके ऑर्डर दुकानों तक पहुँचाने और उनकी डिलीवरी के लिए (दुकान आपका डिलीवरी का पता तभी देखती है जब वह आपका ऑर्डर पक्का करती है); कानून के मुताबिक टैक्स इनवॉइस बनाने के लिए; आपकी शिकायतों का जवाब देने के लिए; और मार्केटप्लेस को गलत इस्तेमाल से सुरक्षित रखने के लिए। हम आपका डेटा बेचते नहीं हैं और विज्ञापन के लिए इस्तेमाल नहीं करते।',
  '## Who sees it': '## इसे कौन देखता है',
  'The shop you order from sees your name, phone and delivery address for that order. Text messages go through our SMS provider and emails through our mail provider, only to deliver them. We share nothing else unless the law requires it.':
    'जिस दुकान से आप ऑर्डर करते हैं, वह उस ऑर्डर के लिए आपका नाम, फ़ोन और डिलीवरी का पता देखती है। SMS हमारी SMS कंपनी से और ईमेल हमारी मेल कंपनी से जाते हैं, सिर्फ़ उन्हें पहुँचाने के लिए। कानून न कहे तो हम और कुछ किसी से साझा नहीं करते।',
  '## How long we keep it': '## हम इसे कब तक रखते हैं',
  'As long as your account exists. When you erase your account we remove or anonymise your personal data, except the tax invoices and credit notes of your orders, which the CGST Act s.36 requires us to keep for 72 months with your name and address as issued.':
    'जब तक आपका अकाउंट है। अकाउंट मिटाने पर हम आपका निजी डेटा हटा देते हैं या उसकी पहचान मिटा देते हैं, सिवाय आपके ऑर्डर के टैक्स इनवॉइस और क्रेडिट नोट के, जिन्हें CGST Act की धारा 36 के तहत हमें 72 महीने तक, जारी किए गए नाम और पते के साथ, रखना होता है।',
  '## Your rights': '## आपके अधिकार',
  'You may download everything we hold about you, correct your profile, and erase your account from your account page. You may withdraw your consent by erasing your account. For anything else, or to complain, write to the grievance officer named below.':
    'अपने अकाउंट पेज से आप हमारे पास रखी अपनी सारी जानकारी डाउनलोड कर सकते हैं, अपनी प्रोफ़ाइल ठीक कर सकते हैं और अपना अकाउंट मिटा सकते हैं। अकाउंट मिटाकर आप अपनी सहमति वापस ले सकते हैं। किसी और बात के लिए, या शिकायत के लिए, नीचे लिखे शिकायत अधिकारी को लिखें।',
};

/** The notice's lines in each language Bazaar speaks besides English. */
export const PRIVACY_BLOCKS: Partial<Record<'hi', Record<string, string>>> = { hi: HI_PRIVACY_BLOCKS };
