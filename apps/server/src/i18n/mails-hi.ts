/**
 * The mails in Hindi (issue 28, decision 091), keyed by the English text the builders in `modules/mail` write, with
 * the same `{placeholders}`. Short everyday Hindi as Indian shopping apps write it: ऑर्डर, कार्ट, दुकान, इनवॉइस,
 * कैश ऑन डिलीवरी. Names, numbers, amounts and links are filled in as they are. Checked complete against the
 * builders by apps/server/src/modules/mail/mail-text.unit.test.ts.
 */
export const HI_MAILS: Record<string, string> = {
  // The frame of every mail
  'Bazaar, an online marketplace of local shops. This message was sent because of something done on your account.':
    'Bazaar, आपके आस-पास की दुकानों का ऑनलाइन बाज़ार। यह संदेश आपके अकाउंट पर हुई किसी गतिविधि की वजह से भेजा गया है।',
  'Bazaar, an online marketplace of local shops.': 'Bazaar, आपके आस-पास की दुकानों का ऑनलाइन बाज़ार।',

  // Orders
  Delivery: 'डिलीवरी',
  'Cash on delivery fee': 'कैश ऑन डिलीवरी शुल्क',
  Total: 'कुल',
  'See the order': 'ऑर्डर देखें',
  'Hello {name}, thank you for your order. Your shop will confirm it soon; you pay in cash when it is delivered.':
    'नमस्ते {name}, ऑर्डर करने के लिए धन्यवाद। दुकान जल्द ही इसे कन्फ़र्म करेगी; डिलीवरी पर आप कैश में पेमेंट करेंगे।',
  'Hello {name}, thank you for your order. Each of the {n} shops will confirm it soon; you pay in cash when it is delivered.':
    'नमस्ते {name}, ऑर्डर करने के लिए धन्यवाद। सभी {n} दुकानें जल्द ही अपना ऑर्डर कन्फ़र्म करेंगी; डिलीवरी पर आप कैश में पेमेंट करेंगे।',
  '{shop} — order {orderNumber}': '{shop} — ऑर्डर {orderNumber}',
  'To pay on delivery': 'डिलीवरी पर देना है',
  'See my orders': 'मेरे ऑर्डर देखें',
  'Order {orderNumber} placed with {shop}': 'ऑर्डर {orderNumber} {shop} को भेज दिया गया',
  'Your {n} orders are placed': 'आपके {n} ऑर्डर हो गए हैं',
  'Your order is placed': 'आपका ऑर्डर हो गया है',
  'Order {orderNumber} confirmed by {shop}': '{shop} ने ऑर्डर {orderNumber} कन्फ़र्म किया',
  'Your order is confirmed': 'आपका ऑर्डर कन्फ़र्म हो गया',
  'Hello {name}, {shop} has confirmed order {orderNumber} and is preparing it. Please keep {total} ready in cash.':
    'नमस्ते {name}, {shop} ने ऑर्डर {orderNumber} कन्फ़र्म कर दिया है और उसे तैयार कर रही है। कृपया {total} कैश तैयार रखें।',
  'Order {orderNumber} delivered': 'ऑर्डर {orderNumber} डिलीवर हो गया',
  'Your order was delivered': 'आपका ऑर्डर डिलीवर हो गया',
  'Hello {name}, order {orderNumber} from {shop} was delivered. Thank you for shopping on Bazaar.':
    'नमस्ते {name}, {shop} से आपका ऑर्डर {orderNumber} डिलीवर हो गया। Bazaar पर खरीदारी के लिए धन्यवाद।',
  'The invoice {invoiceNumber} is attached as a PDF.': 'इनवॉइस {invoiceNumber} PDF के रूप में साथ में है।',
  ' Reason: {reason}.': ' वजह: {reason}।',
  ' The shop says: “{note}”': ' दुकान का कहना है: “{note}”',
  'Order {orderNumber} cancelled': 'ऑर्डर {orderNumber} रद्द हो गया',
  'Your order was cancelled': 'आपका ऑर्डर रद्द हो गया',
  'Hello {name}, {shop} has cancelled order {orderNumber}.{reason} Nothing is owed.':
    'नमस्ते {name}, {shop} ने ऑर्डर {orderNumber} रद्द कर दिया है।{reason} आपको कुछ नहीं देना है।',
  'Hello {name}, order {orderNumber} from {shop} was cancelled because it was not confirmed with the code we sent in time. Nothing is owed; you can order again.':
    'नमस्ते {name}, {shop} से आपका ऑर्डर {orderNumber} रद्द हो गया, क्योंकि भेजे गए कोड से समय पर कन्फ़र्म नहीं किया गया। आपको कुछ नहीं देना है; आप फिर से ऑर्डर कर सकते हैं।',
  'Hello {name}, you cancelled order {orderNumber} from {shop}. Nothing is owed.':
    'नमस्ते {name}, आपने {shop} से ऑर्डर {orderNumber} रद्द कर दिया। आपको कुछ नहीं देना है।',
  ' ({why})': ' ({why})',
  'Order {orderNumber} came back to the shop': 'ऑर्डर {orderNumber} दुकान पर वापस आ गया',
  'Your parcel came back to the shop': 'आपका पार्सल दुकान पर वापस आ गया',
  'Hello {name}, {shop} marked order {orderNumber} as refused: the parcel came back undelivered{why}. If this is a mistake, please contact the shop at {phone}.':
    'नमस्ते {name}, {shop} ने ऑर्डर {orderNumber} को अस्वीकार बताया है: पार्सल डिलीवर हुए बिना वापस आ गया{why}। अगर यह गलती है, तो कृपया दुकान से {phone} पर संपर्क करें।',
  'New order {orderNumber}: {total}': 'नया ऑर्डर {orderNumber}: {total}',
  'New order for {shop}': '{shop} के लिए नया ऑर्डर',
  '{name} placed order {orderNumber}, cash on delivery. Confirm it to see the delivery address.':
    '{name} ने ऑर्डर {orderNumber} किया है, कैश ऑन डिलीवरी। डिलीवरी का पता देखने के लिए इसे कन्फ़र्म करें।',
  'Open All Orders': 'सभी ऑर्डर खोलें',
  ' Reason given: {reason}.': ' बताई गई वजह: {reason}।',
  'Order {orderNumber} cancelled by the shopper': 'ग्राहक ने ऑर्डर {orderNumber} रद्द किया',
  'An order was cancelled': 'एक ऑर्डर रद्द हुआ',
  '{name} cancelled order {orderNumber} ({total}). Its items are back in stock.{reason}':
    '{name} ने ऑर्डर {orderNumber} ({total}) रद्द कर दिया। इसका सामान वापस स्टॉक में आ गया है।{reason}',
  '{code} is your code for order {orderNumber}': 'ऑर्डर {orderNumber} के लिए आपका कोड {code} है',
  'Confirm your order': 'अपना ऑर्डर कन्फ़र्म करें',
  "Hello {name}, please confirm your cash-on-delivery order {orderNumber} from {shop} ({total}) with this code on the order's page. The shop prepares it once you have confirmed it.":
    'नमस्ते {name}, कृपया {shop} से अपना कैश ऑन डिलीवरी ऑर्डर {orderNumber} ({total}) ऑर्डर के पेज पर इस कोड से कन्फ़र्म करें। आपके कन्फ़र्म करने के बाद ही दुकान इसे तैयार करेगी।',
  'Your code': 'आपका कोड',
  'Confirm the order': 'ऑर्डर कन्फ़र्म करें',
  'The code works for {minutes} minutes. An order not confirmed by {confirmBy} is cancelled by itself. If you did not place this order, ignore this message.':
    'यह कोड {minutes} मिनट तक चलेगा। {confirmBy} तक कन्फ़र्म न होने पर ऑर्डर अपने-आप रद्द हो जाएगा। अगर आपने यह ऑर्डर नहीं किया, तो इस संदेश को अनदेखा करें।',

  // Shop requests and contact messages
  'Shop registration request: {name}': 'दुकान रजिस्ट्रेशन का अनुरोध: {name}',
  'A shop asks to join Bazaar': 'एक दुकान Bazaar से जुड़ना चाहती है',
  Name: 'नाम',
  Email: 'ईमेल',
  Phone: 'फ़ोन',
  Category: 'कैटेगरी',
  Address: 'पता',
  'Open shop queries': 'दुकान के अनुरोध खोलें',
  'Contact message from {name}': '{name} का संपर्क संदेश',
  'A new contact message': 'एक नया संपर्क संदेश',
  From: 'किसकी ओर से',
  'Open contact messages': 'संपर्क संदेश खोलें',
  'We received your request to open {shop} on Bazaar': 'Bazaar पर {shop} खोलने का आपका अनुरोध हमें मिल गया',
  'Your shop request is received': 'आपकी दुकान का अनुरोध मिल गया',
  'Hello {name}, thank you for asking to sell on Bazaar. Your request for {shop} is with the platform team: it is not a shop yet.':
    'नमस्ते {name}, Bazaar पर बेचने में रुचि के लिए धन्यवाद। {shop} का आपका अनुरोध प्लेटफ़ॉर्म टीम के पास है: यह अभी दुकान नहीं बनी है।',
  'We check the details (PAN, GSTIN, address) and write to you at this address when we approve or decline it.':
    'हम जानकारी (PAN, GSTIN, पता) जांचेंगे और मंज़ूर या नामंज़ूर करने पर आपको इसी पते पर लिखेंगे।',
  'Read the onboarding guide': 'शुरुआत की गाइड पढ़ें',
  '{shop} is approved on Bazaar': '{shop} को Bazaar पर मंज़ूरी मिल गई',
  'Your shop is approved': 'आपकी दुकान को मंज़ूरी मिल गई',
  'Hello {name}, {shop} is now a shop on Bazaar. Your login is {email}.': 'नमस्ते {name}, {shop} अब Bazaar पर एक दुकान है। आपका लॉग इन {email} है।',
  'Choose your password to log in, add your products and start taking orders.': 'लॉग इन के लिए अपना पासवर्ड चुनें, अपने प्रोडक्ट जोड़ें और ऑर्डर लेना शुरू करें।',
  'Choose my password': 'मेरा पासवर्ड चुनें',
  'The link works once, for {days} days. If it has expired, use "Forgot password?" on the login page with this email.':
    'यह लिंक एक ही बार, {days} दिन तक चलेगा। समय खत्म हो जाए तो लॉग इन पेज पर इसी ईमेल के साथ "Forgot password?" इस्तेमाल करें।',
  'Your request to open {shop} on Bazaar': 'Bazaar पर {shop} खोलने का आपका अनुरोध',
  'Your shop request was not approved': 'आपकी दुकान का अनुरोध मंज़ूर नहीं हुआ',
  'Hello {name}, we could not approve {shop} on Bazaar for now.': 'नमस्ते {name}, अभी हम Bazaar पर {shop} को मंज़ूरी नहीं दे सके।',
  'You are welcome to send a new request once this is resolved.': 'यह ठीक हो जाने पर आप नया अनुरोध भेज सकते हैं।',
  'Send a new request': 'नया अनुरोध भेजें',
  'A reply from Bazaar to your message': 'आपके संदेश का Bazaar से जवाब',
  'A reply to your message': 'आपके संदेश का जवाब',
  'Hello {name},': 'नमस्ते {name},',
  'You wrote: {message}': 'आपने लिखा था: {message}',
  'Contact Bazaar again': 'Bazaar से फिर संपर्क करें',

  // Passwords
  'Reset your Bazaar password': 'अपना Bazaar पासवर्ड रीसेट करें',
  'Reset your password': 'अपना पासवर्ड रीसेट करें',
  'Hello {name}, someone (we hope you) asked to reset the password of your Bazaar account.':
    'नमस्ते {name}, किसी ने (उम्मीद है आपने) आपके Bazaar अकाउंट का पासवर्ड रीसेट करने को कहा है।',
  'Choose a new password': 'नया पासवर्ड चुनें',
  'The link works once, for {minutes} minutes. If you did not ask for it, ignore this message: your password stays as it is.':
    'यह लिंक एक ही बार, {minutes} मिनट तक चलेगा। अगर आपने यह नहीं मांगा, तो इस संदेश को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  'Your Bazaar password was changed': 'आपका Bazaar पासवर्ड बदल दिया गया',
  'Your password was changed': 'आपका पासवर्ड बदल दिया गया',
  'Hello {name}, the password of your Bazaar account was reset with a link sent to this address. Every device that was logged in has been logged out.':
    'नमस्ते {name}, आपके Bazaar अकाउंट का पासवर्ड इस पते पर भेजे गए लिंक से रीसेट किया गया। जिन डिवाइस पर लॉग इन था, उन सब से लॉग आउट कर दिया गया है।',
  'Hello {name}, the password of your Bazaar account was changed. Every device that was logged in has been logged out.':
    'नमस्ते {name}, आपके Bazaar अकाउंट का पासवर्ड बदल दिया गया। जिन डिवाइस पर लॉग इन था, उन सब से लॉग आउट कर दिया गया है।',
  'If this was not you, reset your password now and tell us through the contact page.': 'अगर यह आपने नहीं किया, तो अभी अपना पासवर्ड रीसेट करें और संपर्क पेज से हमें बताएं।',
  'Reset the password': 'पासवर्ड रीसेट करें',

  // Complaints (grievances)
  'Grievance officer: {name}, {designation} · {email} · {phone}': 'शिकायत अधिकारी: {name}, {designation} · {email} · {phone}',
  'Grievance officer: see the grievance redressal page on Bazaar.': 'शिकायत अधिकारी: Bazaar पर शिकायत निवारण पेज देखें।',
  Ticket: 'टिकट',
  Subject: 'विषय',
  'To be resolved by': 'हल करने की समय-सीमा',
  'We received your complaint {ticketNumber}': 'आपकी शिकायत {ticketNumber} हमें मिल गई',
  'Your complaint is registered': 'आपकी शिकायत दर्ज हो गई',
  'Hello {name}, we have registered your complaint and will answer it. Quote the ticket number when you write to us.':
    'नमस्ते {name}, हमने आपकी शिकायत दर्ज कर ली है और इसका जवाब देंगे। हमें लिखते समय टिकट नंबर ज़रूर बताएं।',
  'See the ticket': 'टिकट देखें',
  'New complaint {ticketNumber}': 'नई शिकायत {ticketNumber}',
  'A complaint to answer': 'एक शिकायत का जवाब देना है',
  'A complaint was filed about your shop. Please answer it by {by}; a complaint not answered or not resolved in time goes to the platform owner.':
    'आपकी दुकान के बारे में एक शिकायत दर्ज हुई है। कृपया {by} तक जवाब दें; समय पर जवाब या हल न होने पर शिकायत प्लेटफ़ॉर्म मालिक के पास चली जाती है।',
  'A complaint was filed. Please answer it by {by}; a complaint not answered or not resolved in time goes to the platform owner.':
    'एक शिकायत दर्ज हुई है। कृपया {by} तक जवाब दें; समय पर जवाब या हल न होने पर शिकायत प्लेटफ़ॉर्म मालिक के पास चली जाती है।',
  'Open the complaint': 'शिकायत खोलें',
  'Complaint {ticketNumber}: {status}': 'शिकायत {ticketNumber}: {status}',
  'Complaint {ticketNumber}': 'शिकायत {ticketNumber}',
  '{from} wrote:': '{from} ने लिखा:',
  Status: 'स्टेटस',
  'Complaint {ticketNumber} escalated': 'शिकायत {ticketNumber} आगे भेजी गई',
  'A complaint is overdue': 'एक शिकायत की समय-सीमा निकल गई',
  '{reason} It is now yours to resolve.': '{reason} अब इसे हल करना आपकी ज़िम्मेदारी है।',

  // Returns
  Order: 'ऑर्डर',
  Shop: 'दुकान',
  Items: 'सामान',
  'Asked for': 'क्या मांगा',
  'A refund': 'रिफ़ंड',
  'A replacement': 'रिप्लेसमेंट',
  'Return asked for order {orderNumber}': 'ऑर्डर {orderNumber} के रिटर्न का अनुरोध',
  'A shopper asked to return items': 'एक ग्राहक सामान वापस करना चाहता है',
  Reason: 'वजह',
  'Please accept or decline it by {by}; after that it goes to the platform owner.':
    'कृपया {by} तक इसे मंज़ूर या नामंज़ूर करें; उसके बाद यह प्लेटफ़ॉर्म मालिक के पास चला जाएगा।',
  'Open your orders': 'अपने ऑर्डर खोलें',
  'Your return for order {orderNumber}: {status}': 'ऑर्डर {orderNumber} का आपका रिटर्न: {status}',
  'We have sent your request to the shop.': 'हमने आपका अनुरोध दुकान को भेज दिया है।',
  'The shop accepted your return and will collect the items.': 'दुकान ने आपका रिटर्न मंज़ूर कर लिया है और सामान ले जाएगी।',
  'The shop declined your return.': 'दुकान ने आपका रिटर्न नामंज़ूर कर दिया।',
  'The shop has collected the items.': 'दुकान ने सामान ले लिया है।',
  'The shop has received the items back.': 'दुकान को सामान वापस मिल गया है।',
  'The shop has recorded your refund.': 'दुकान ने आपका रिफ़ंड दर्ज कर दिया है।',
  'The shop has sent your replacement.': 'दुकान ने आपका रिप्लेसमेंट भेज दिया है।',
  'Your return is {status}.': 'आपके रिटर्न का स्टेटस: {status}।',
  'Shop’s reason': 'दुकान की बताई वजह',
  'Open the order': 'ऑर्डर खोलें',
  'Return for order {orderNumber} not decided in time': 'ऑर्डर {orderNumber} के रिटर्न पर समय पर फ़ैसला नहीं हुआ',
  'A return request is overdue': 'रिटर्न के एक अनुरोध की समय-सीमा निकल गई',
  'The shop did not accept or decline this return by its deadline. Please follow it up with the shop and the shopper.':
    'दुकान ने समय-सीमा तक इस रिटर्न को मंज़ूर या नामंज़ूर नहीं किया। कृपया दुकान और ग्राहक से बात करें।',
  'Open Bazaar': 'Bazaar खोलें',
  'Refund for order {orderNumber} overdue': 'ऑर्डर {orderNumber} के रिफ़ंड की समय-सीमा निकल गई',
  'A refund is overdue': 'एक रिफ़ंड की समय-सीमा निकल गई',
  'The shop received the returned items but has not recorded the refund, which was due by {by}. Please follow it up with the shop.':
    'दुकान को लौटाया गया सामान मिल गया है, पर उसने रिफ़ंड दर्ज नहीं किया, जो {by} तक होना था। कृपया दुकान से बात करें।',
  'Open overdue refunds': 'देर वाले रिफ़ंड खोलें',
  'Refund account changed for order {orderNumber}': 'ऑर्डर {orderNumber} का रिफ़ंड खाता बदला गया',
  'Refund account given for order {orderNumber}': 'ऑर्डर {orderNumber} का रिफ़ंड खाता दिया गया',
  'The shopper changed where the refund goes': 'ग्राहक ने बदला कि रिफ़ंड कहां जाए',
  'The shopper said where the refund goes': 'ग्राहक ने बताया कि रिफ़ंड कहां जाए',
  'Refund to': 'रिफ़ंड यहां',
  'A UPI ID': 'एक UPI ID',
  'A bank account ending {last4}': '{last4} पर ख़त्म होने वाला बैंक खाता',
  'Pay the refund to this account once you have received the items back; you see it in full on Bazaar when you record the refund.':
    'सामान वापस मिलने के बाद रिफ़ंड इसी खाते में भेजें; रिफ़ंड दर्ज करते समय Bazaar पर आपको पूरा खाता दिखेगा।',
  'Open returns': 'रिटर्न खोलें',
};

/**
 * Fixed values the mails are handed, from lists in the code: statuses, the reasons people pick, the escalation's
 * sentences and the names of the sides of a complaint. Free text (a note, a shop's name) stays as written.
 */
export const HI_MAIL_TERMS: Record<string, string> = {
  // Why a shopper or a shop cancels (CANCEL_REASONS, SHOP_CANCEL_REASONS)
  'Ordered by mistake': 'गलती से ऑर्डर हो गया',
  'Found a better price elsewhere': 'कहीं और बेहतर दाम मिला',
  'Delivery is taking too long': 'डिलीवरी में बहुत समय लग रहा है',
  'Want to change items or quantity': 'सामान या मात्रा बदलनी है',
  'Want to change the delivery address': 'डिलीवरी का पता बदलना है',
  Other: 'अन्य',
  'Item out of stock': 'सामान स्टॉक में नहीं है',
  'Cannot deliver to this address': 'इस पते पर डिलीवरी नहीं हो सकती',
  'Shop closed for now': 'दुकान अभी बंद है',
  'Price or item listed wrongly': 'दाम या सामान गलत लिखा था',
  'The shopper asked to cancel': 'ग्राहक ने रद्द करने को कहा',
  // Why a parcel came back (REFUSE_REASON_LABELS)
  'Refused at the door': 'दरवाज़े पर लेने से मना किया',
  'Shopper not reachable': 'ग्राहक से संपर्क नहीं हो सका',
  'Wrong address': 'गलत पता',
  // Why items are returned (RETURN_REASON_LABELS)
  'Arrived damaged': 'टूटा-फूटा पहुंचा',
  'Does not work': 'काम नहीं करता',
  'Wrong item sent': 'गलत सामान भेजा गया',
  'Not as described': 'जैसा बताया था वैसा नहीं',
  'Size or fit': 'साइज़ या फ़िटिंग',
  'No longer needed': 'अब ज़रूरत नहीं',
  // Return statuses (RETURN_STATUSES)
  Requested: 'अनुरोध भेजा गया',
  Accepted: 'मंज़ूर',
  Declined: 'नामंज़ूर',
  PickedUp: 'सामान ले लिया गया',
  Received: 'सामान वापस मिला',
  Refunded: 'रिफ़ंड हो गया',
  Replaced: 'रिप्लेसमेंट दिया गया',
  // Complaint statuses (GRIEVANCE_STATUSES)
  Open: 'खुली',
  InProgress: 'कार्रवाई जारी',
  Escalated: 'आगे भेजी गई',
  Resolved: 'हल हो गई',
  Reopened: 'फिर से खोली गई',
  // Who wrote on a complaint, and why it was escalated (grievances.service, escalate-grievances.service)
  'The shop': 'दुकान',
  'This complaint was not resolved by its due date.': 'यह शिकायत तय तारीख तक हल नहीं हुई।',
  'Nobody answered this complaint in time.': 'इस शिकायत का समय पर किसी ने जवाब नहीं दिया।',
};
