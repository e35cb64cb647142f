// Over 300 lines: a catalog, one message per line; splitting it would only scatter the translations.
/**
 * The server's messages in Hindi (issue 28, decision 091), keyed by the English text the code writes. Everyday
 * Hindi as shopping apps write it (ऑर्डर, कार्ट, दुकान, इनवॉइस, COD); API field names (`reason`, `variants[].sku`)
 * stay as they are, since they name what to fix in the request. Same placeholders as the English; `{~x}` drops one.
 * Checked complete against the source by apps/server/src/i18n/catalog.unit.test.ts.
 */
export const HI_MESSAGES: Record<string, string> = {
  'This email or number belongs to a Bazaar account. Erase the account instead: its owner does it from the Privacy page, or you complete its erasure request.':
    'यह ईमेल या नंबर एक Bazaar अकाउंट का है। उसकी जगह अकाउंट मिटाएं: उसका मालिक प्राइवेसी पेज से यह करता है, या आप उसका मिटाने का अनुरोध पूरा करें।',
  'No ONDC order names this email or number.': 'किसी ONDC ऑर्डर में यह ईमेल या नंबर नहीं है।',
  'Open ONDC orders of this buyer: {open}. Erase their details once every one is delivered, cancelled or refused.':
    'इस खरीदार के खुले ONDC ऑर्डर: {open}। हर ऑर्डर डिलीवर, रद्द या वापस होने के बाद ही उनकी जानकारी मिटाएं।',
  '{what} not found': '{what} नहीं मिला',
  '{length} problem(s) to fix before applying': 'लागू करने से पहले {length} गलती ठीक करें',
  'Every row can be applied': 'सभी पंक्तियां लागू की जा सकती हैं',
  'Applied: {created} created, {updated} updated': 'लागू हो गया: {created} नए बने, {updated} बदले गए',
  'The request body must be an object': 'अनुरोध का body एक object होना चाहिए',
  'Unexpected file field "{fieldname}": send the image as "image"': 'अनजान फ़ाइल फ़ील्ड "{fieldname}": फ़ोटो "image" नाम से भेजें',
  'Only one image can be uploaded at a time': 'एक बार में एक ही फ़ोटो अपलोड हो सकती है',
  'The form could not be read: it is incomplete or malformed': 'फ़ॉर्म पढ़ा नहीं जा सका: यह अधूरा या गलत है',
  'This search took too long. Please try a shorter or more specific search.': 'यह खोज बहुत लंबी चली। कृपया छोटा या ज़्यादा सटीक शब्द खोजें।',
  'Too many searches are running right now. Please try again in a moment.': 'अभी बहुत सारी खोजें चल रही हैं। कृपया थोड़ी देर में फिर कोशिश करें।',
  'Address not found': 'पता नहीं मिला',
  'You can keep at most {MAX_SAVED_ADDRESSES} addresses. Delete one you no longer use, then save this one.':
    'आप ज़्यादा से ज़्यादा {MAX_SAVED_ADDRESSES} पते रख सकते हैं। जो पता अब काम का नहीं, उसे हटाएं, फिर यह सेव करें।',
  'This is your default address. Make another address the default instead.': 'यह आपका डिफ़ॉल्ट पता है। पहले किसी दूसरे पते को डिफ़ॉल्ट बनाएं।',
  'Admin not found': 'एडमिन नहीं मिला',
  "Cannot delete {name}: they own the shop '{shopName}'. Reassign the shop to another admin first (Shops and Analytics → Edit shop).":
    "{name} को हटाया नहीं जा सकता: दुकान '{shopName}' इनकी है। पहले दुकान किसी दूसरे एडमिन को सौंपें (दुकानें और आंकड़े → दुकान बदलें)।",
  'Shop not found': 'दुकान नहीं मिली',
  'Too many reset requests for this email. Please wait {humanWait} and try again.': 'इस ईमेल के लिए बहुत ज़्यादा रीसेट अनुरोध हुए। कृपया {humanWait} रुककर फिर कोशिश करें।',
  'An account with this email already exists': 'इस ईमेल से पहले से एक अकाउंट है',
  'Invalid email or password': 'ईमेल या पासवर्ड गलत है',
  'Current password is incorrect': 'मौजूदा पासवर्ड गलत है',
  'Logging in with a mobile number is not available right now: this server sends no text messages. Log in with your email.':
    'अभी मोबाइल नंबर से लॉग इन नहीं हो सकता: यह सर्वर SMS नहीं भेजता। अपने ईमेल से लॉग इन करें।',
  'An account with this mobile number already exists. Log in with it.': 'इस मोबाइल नंबर से पहले से एक अकाउंट है। उसी से लॉग इन करें।',
  'Another account uses this mobile number. Log in with it, or use another number.': 'यह मोबाइल नंबर किसी दूसरे अकाउंट में है। उससे लॉग इन करें, या कोई दूसरा नंबर दें।',
  // The one-time code's refusals (modules/auth/otp.service.ts): passed on as values, so the scan does not see them.
  'This code is wrong or has expired. Check the SMS, or ask for a new code.': 'यह कोड गलत है या इसका समय निकल गया है। SMS देखें, या नया कोड मंगाएं।',
  'Too many wrong codes for this number. Ask for a new code.': 'इस नंबर के लिए बहुत ज़्यादा गलत कोड डाले गए। नया कोड मंगाएं।',
  'This number has no account yet. Give your name to create one.': 'इस नंबर का अभी कोई अकाउंट नहीं है। अकाउंट बनाने के लिए अपना नाम दें।',
  'A code was sent a moment ago. Please wait {humanWait} before asking for a new one.': 'अभी-अभी एक कोड भेजा गया है। नया कोड मंगाने से पहले कृपया {humanWait} रुकें।',
  'Too many codes for this number: at most {OTP_PER_HOUR} an hour. Please try again later.':
    'इस नंबर के लिए बहुत ज़्यादा कोड: एक घंटे में ज़्यादा से ज़्यादा {OTP_PER_HOUR}। कृपया बाद में फिर कोशिश करें।',
  'Too many codes for this number: at most {OTP_PER_DAY} a day. Please try again tomorrow.':
    'इस नंबर के लिए बहुत ज़्यादा कोड: एक दिन में ज़्यादा से ज़्यादा {OTP_PER_DAY}। कृपया कल फिर कोशिश करें।',
  'This reset link is invalid, already used or expired. Ask for a new one.':
    'यह रीसेट लिंक गलत है, पहले इस्तेमाल हो चुका है या उसकी समय-सीमा खत्म हो गई है। नया लिंक मंगाएं।',
  'Product not found': 'प्रोडक्ट नहीं मिला',
  'Variant not found': 'वैरिएंट नहीं मिला',
  'Only shopper accounts can use the cart': 'कार्ट सिर्फ़ ग्राहक अकाउंट इस्तेमाल कर सकते हैं',
  'Your cart would come to {formatRupees}, more than {formatRupees2}, the most one order can be. Order what is in your cart first, or add fewer.':
    'आपका कार्ट {formatRupees} का हो जाएगा, जो एक ऑर्डर की सीमा {formatRupees2} से ज़्यादा है। पहले कार्ट का सामान ऑर्डर करें, या कम जोड़ें।',
  'This item is not in your cart': 'यह सामान आपके कार्ट में नहीं है',
  'Your cart has no items from this shop': 'आपके कार्ट में इस दुकान का कोई सामान नहीं है',
  'Contact message not found': 'संपर्क संदेश नहीं मिला',
  'This message was already answered': 'इस संदेश का जवाब पहले ही दिया जा चुका है',
  'Account not found': 'अकाउंट नहीं मिला',
  'password: Give your password to erase the account': 'password: अकाउंट मिटाने के लिए अपना पासवर्ड डालें',
  'password: The password is wrong': 'password: पासवर्ड गलत है',
  'code: Ask for a code to your mobile number (POST /api/auth/otp), then give it here to erase the account':
    'code: अपने मोबाइल नंबर पर कोड मंगाएं (POST /api/auth/otp), फिर अकाउंट मिटाने के लिए उसे यहां डालें',
  'code: {wrong}': 'code: {wrong}',
  'A platform owner’s account cannot be erased from here: another platform owner must take over the platform first.':
    'प्लेटफ़ॉर्म मालिक का अकाउंट यहां से नहीं मिटाया जा सकता: पहले कोई दूसरा प्लेटफ़ॉर्म मालिक प्लेटफ़ॉर्म संभाले।',
  'Your account owns a shop, and a shop’s records (its invoices, dues and tax details) name its owner. Ask the platform owner to hand the shop over or close it, then erase the account.':
    'आपके अकाउंट की एक दुकान है, और दुकान के रिकॉर्ड (इनवॉइस, बकाया और टैक्स की जानकारी) में उसके मालिक का नाम होता है। प्लेटफ़ॉर्म मालिक से दुकान किसी और को सौंपने या बंद करने को कहें, फिर अकाउंट मिटाएं।',
  'Erasure request not found': 'मिटाने का अनुरोध नहीं मिला',
  'This erasure request is already completed.': 'मिटाने का यह अनुरोध पहले ही पूरा हो चुका है।',
  'This account still has {open} open order{value}. Complete the erasure once {value2} delivered, cancelled or refused.':
    'इस अकाउंट के अभी {open} ऑर्डर खुले हैं{~value}{~value2}। उनके डिलीवर, रद्द या अस्वीकार होने के बाद मिटाना पूरा करें।',
  'Privacy notice not found': 'प्राइवेसी नोटिस नहीं मिला',
  'The settings were being changed by someone else at the same time; please try again': 'उसी समय कोई और सेटिंग बदल रहा था; कृपया फिर कोशिश करें',
  'Too many complaints from this connection. Please wait {humanWait}, or login to file without this limit.':
    'इस कनेक्शन से बहुत ज़्यादा शिकायतें आईं। कृपया {humanWait} रुकें, या बिना इस सीमा के शिकायत करने के लिए लॉग इन करें।',
  'Please login to complain about an order (it must be one of your own orders)': 'ऑर्डर की शिकायत के लिए कृपया लॉग इन करें (ऑर्डर आपका अपना होना चाहिए)',
  'Order not found': 'ऑर्डर नहीं मिला',
  'Name is required (or login to file with your account)': 'नाम ज़रूरी है (या अपने अकाउंट से शिकायत करने के लिए लॉग इन करें)',
  'Email is required: the acknowledgement and the answers are sent there': 'ईमेल ज़रूरी है: पावती और जवाब वहीं भेजे जाते हैं',
  'Grievance not found': 'शिकायत नहीं मिली',
  'A ticket can be reopened within {reopenDays} days of its resolution; please file a new complaint':
    'टिकट हल होने के {reopenDays} दिन के अंदर ही दोबारा खोला जा सकता है; कृपया नई शिकायत करें',
  'This ticket was changed at the same time; please look again': 'यह टिकट उसी समय बदला गया; कृपया दोबारा देखें',
  'The database is unreachable': 'डेटाबेस से संपर्क नहीं हो पा रहा',
  'This order has no credit note: one is issued only when an invoiced order is cancelled or refused':
    'इस ऑर्डर का कोई क्रेडिट नोट नहीं है: यह सिर्फ़ तब बनता है जब इनवॉइस वाला ऑर्डर रद्द या अस्वीकार हो',
  'Credit note not found': 'क्रेडिट नोट नहीं मिला',
  'The order no longer exists': 'यह ऑर्डर अब मौजूद नहीं है',
  "Add the GST rate of '{name}' (Products → Edit) before confirming: no suggested rate applies to it":
    "कन्फ़र्म करने से पहले '{name}' की GST दर जोड़ें (मेरे प्रोडक्ट → बदलें): इस पर कोई सुझाई गई दर लागू नहीं होती",
  "Add the 6-digit HSN code of '{name}' (Products → Edit) before confirming: a shop with turnover above ₹5 crore prints it on every invoice":
    "कन्फ़र्म करने से पहले '{name}' का 6 अंकों का HSN कोड जोड़ें (मेरे प्रोडक्ट → बदलें): ₹5 करोड़ से ज़्यादा टर्नओवर वाली दुकान इसे हर इनवॉइस पर छापती है",
  "A returned item is not on the order's invoice": 'लौटाया गया सामान ऑर्डर के इनवॉइस में नहीं है',
  'Idempotency-Key must be at most {MAX_KEY} characters': 'Idempotency-Key ज़्यादा से ज़्यादा {MAX_KEY} अक्षर का हो सकता है',
  'date must not be in the future (today is {today})': 'date आगे की तारीख नहीं हो सकती (आज {today} है)',
  'This Idempotency-Key was already used for a different payment: use a new key for a new payment':
    'यह Idempotency-Key किसी दूसरे भुगतान के लिए इस्तेमाल हो चुकी है: नए भुगतान के लिए नई key दें',
  'Ledger entry not found': 'लेजर एंट्री नहीं मिली',
  'A reversal cannot be reversed: record the payment or charge again instead': 'पलटी गई एंट्री दोबारा नहीं पलटी जा सकती: इसके बजाय भुगतान या चार्ज फिर से दर्ज करें',
  'This entry has already been reversed': 'यह एंट्री पहले ही पलटी जा चुकी है',
  'Too many live order feeds are open for this login (at most {LIVE_STREAMS_PER_SESSION}): close a tab of Bazaar and try again':
    'इस लॉग इन पर बहुत सारी लाइव ऑर्डर फ़ीड खुली हैं (ज़्यादा से ज़्यादा {LIVE_STREAMS_PER_SESSION}): Bazaar का एक टैब बंद करके फिर कोशिश करें',
  'Message not found': 'संदेश नहीं मिला',
  'This order needs no confirmation code': 'इस ऑर्डर के लिए कन्फ़र्मेशन कोड की ज़रूरत नहीं है',
  'You have already confirmed this order': 'आप यह ऑर्डर पहले ही कन्फ़र्म कर चुके हैं',
  'This order is {status}; there is nothing to confirm': 'यह ऑर्डर {status} है; कन्फ़र्म करने को कुछ नहीं है',
  'The time to confirm this order is over: it is being cancelled. You can order again.':
    'इस ऑर्डर को कन्फ़र्म करने का समय खत्म हो गया: यह रद्द हो रहा है। आप फिर से ऑर्डर कर सकते हैं।',
  'This order can no longer be confirmed': 'यह ऑर्डर अब कन्फ़र्म नहीं हो सकता',
  'That was {COD_CODE_TRIES} wrong codes: this code no longer works. Ask for a new code.':
    '{COD_CODE_TRIES} बार गलत कोड डाला गया: यह कोड अब काम नहीं करेगा। नया कोड मंगाएं।',
  'This code has expired (a code works for {COD_CODE_MINUTES} minutes). Ask for a new code.':
    'इस कोड का समय खत्म हो गया (कोड {COD_CODE_MINUTES} मिनट तक चलता है)। नया कोड मंगाएं।',
  'That code is not right. {value}.': 'यह कोड सही नहीं है। {value}।',
  'That code is not right, and that was the last try: ask for a new code.': 'यह कोड सही नहीं है, और यह आखिरी कोशिश थी: नया कोड मंगाएं।',
  'You can ask for a new code in {wait} {value}': 'आप {wait} {value} में नया कोड मंगा सकते हैं',
  '{COD_MAX_SENDS} codes have been sent for this order, the most we send. Use the latest one; an order not confirmed by {istDateTime} is cancelled by itself.':
    'इस ऑर्डर के लिए {COD_MAX_SENDS} कोड भेजे जा चुके हैं, इससे ज़्यादा हम नहीं भेजते। सबसे नया कोड इस्तेमाल करें; {istDateTime} तक कन्फ़र्म न हुआ ऑर्डर अपने-आप रद्द हो जाता है।',
  'A new code was sent a moment ago: use that one, or ask again in a minute': 'अभी-अभी नया कोड भेजा गया है: वही इस्तेमाल करें, या एक मिनट बाद फिर मंगाएं',
  'reason must be one of: {list}': 'reason इनमें से एक होना चाहिए: {list}',
  'Only an order whose COD confirmation time is over is cancelled by the platform': 'प्लेटफ़ॉर्म सिर्फ़ वही ऑर्डर रद्द करता है जिसका COD कन्फ़र्मेशन का समय खत्म हो गया हो',
  'Only the shop can mark an order as {to}': 'ऑर्डर को {to} सिर्फ़ दुकान ही कर सकती है',
  'Only the customer can mark an order as {to}': 'ऑर्डर को {to} सिर्फ़ ग्राहक ही कर सकता है',
  'Order {orderNumber} is awaiting the shopper’s confirmation code. You can confirm it once the shopper has confirmed it; if they do not, it is cancelled by itself.':
    'ऑर्डर {orderNumber} ग्राहक के कन्फ़र्मेशन कोड का इंतज़ार कर रहा है। ग्राहक के कन्फ़र्म करने के बाद आप इसे कन्फ़र्म कर सकते हैं; नहीं तो यह अपने-आप रद्द हो जाएगा।',
  'This order comes to {formatRupees}, more than {formatRupees2}, the most one checkout can be. Lower the quantities or order in parts.':
    'यह ऑर्डर {formatRupees} का है, जो एक चेकआउट की सीमा {formatRupees2} से ज़्यादा है। मात्रा कम करें या हिस्सों में ऑर्डर करें।',
  'Only shopper accounts can place orders': 'ऑर्डर सिर्फ़ ग्राहक अकाउंट से किए जा सकते हैं',
  'Idempotency-Key must be at most {MAX_IDEMPOTENCY_KEY} characters': 'Idempotency-Key ज़्यादा से ज़्यादा {MAX_IDEMPOTENCY_KEY} अक्षर का हो सकता है',
  'items[{i}] needs an _id, itemId or productId': 'items[{i}] में _id, itemId या productId होना चाहिए',
  '{shopName} is not registered for GST and can deliver only within {from}, not to {to}. Remove its items or choose an address in {from2}.':
    '{shopName} GST में रजिस्टर्ड नहीं है और सिर्फ़ {from} में डिलीवर कर सकती है, {to} में नहीं। उसका सामान हटाएं या {from2} का पता चुनें।',
  '{shopName} does not deliver to {where}: it delivers only to PIN codes {area}. Remove its items or choose another address.':
    '{shopName} {where} में डिलीवर नहीं करती: यह सिर्फ़ इन PIN कोड पर डिलीवर करती है: {area}। उसका सामान हटाएं या दूसरा पता चुनें।',
  'Your order from {shopName} has {n} different items, more than {MAX_ORDER_LINES}, the most one order can have. Remove some items and order them separately.':
    '{shopName} से आपके ऑर्डर में {n} अलग-अलग सामान हैं, जो एक ऑर्डर की सीमा {MAX_ORDER_LINES} से ज़्यादा है। कुछ सामान हटाकर उन्हें अलग से ऑर्डर करें।',
  'Your order from {shopName} comes to {formatRupees}. Cash of {limit} or more for one order is not allowed ({law}). Remove some items or split it into smaller orders.':
    '{shopName} से आपका ऑर्डर {formatRupees} का है। एक ऑर्डर के लिए {limit} या उससे ज़्यादा कैश लेने की अनुमति नहीं है ({law})। कुछ सामान हटाएं या इसे छोटे ऑर्डर में बांटें।',
  'Your order from {shopName} comes to {formatRupees}, above {limit}, the most one cash-on-delivery order can be. Remove some items or split it into smaller orders of {limit2} or less.':
    '{shopName} से आपका ऑर्डर {formatRupees} का है, जो एक कैश ऑन डिलीवरी ऑर्डर की सीमा {limit} से ज़्यादा है। कुछ सामान हटाएं या इसे {limit2} या उससे कम के छोटे ऑर्डर में बांटें।',
  'This Idempotency-Key was already used for a different order (another cart, address or total). Use a new key for a new order.':
    'यह Idempotency-Key किसी दूसरे ऑर्डर (अलग कार्ट, पता या कुल रकम) के लिए इस्तेमाल हो चुकी है। नए ऑर्डर के लिए नई key दें।',
  'Your cart is empty': 'आपका कार्ट खाली है',
  'Your cart has changed. Please review it and try again.': 'आपका कार्ट बदल गया है। कृपया उसे जांचकर फिर कोशिश करें।',
  '{shopClosedMessage}. Remove its items from your cart to order the rest.': '{shopClosedMessage}। बाकी सामान ऑर्डर करने के लिए उसका सामान कार्ट से हटाएं।',
  'Prices have changed. The total is now {formatRupees}.': 'दाम बदल गए हैं। अब कुल रकम {formatRupees} है।',
  'These details were being changed by someone else at the same time; please try again': 'उसी समय कोई और ये जानकारी बदल रहा था; कृपया फिर कोशिश करें',
  'Payment report not found': 'भुगतान रिपोर्ट नहीं मिली',
  'paidOn cannot be in the future': 'paidOn आगे की तारीख नहीं हो सकती',
  'A payment with reference {reference} is already reported for your shop': 'रेफ़रेंस {reference} वाला भुगतान आपकी दुकान के लिए पहले ही दर्ज है',
  'This payment report was already {status}': 'यह भुगतान रिपोर्ट पहले ही {status} हो चुकी है',
  'Your shop is not registered yet': 'आपकी दुकान अभी रजिस्टर नहीं हुई है',
  'The file is not valid CSV. {message}': 'फ़ाइल सही CSV नहीं है। {message}',
  'The file is empty: download the template for the columns': 'फ़ाइल खाली है: कॉलम के लिए टेम्पलेट डाउनलोड करें',
  'Unknown column "{unknown}" on line 1: the columns are {BULK_COLUMNS}': 'लाइन 1 पर अनजान कॉलम "{unknown}": कॉलम ये हैं: {BULK_COLUMNS}',
  'The column "{twice}" is given twice on line 1': 'लाइन 1 पर कॉलम "{twice}" दो बार है',
  'The file needs a sku column: every row is found or created by its SKU': 'फ़ाइल में sku कॉलम ज़रूरी है: हर पंक्ति उसके SKU से ढूंढी या बनाई जाती है',
  'The file has a header but no rows': 'फ़ाइल में हेडर है पर कोई पंक्ति नहीं',
  'A file can have at most 5,000 rows; this one has {length}: split it into smaller files':
    'एक फ़ाइल में ज़्यादा से ज़्यादा 5,000 पंक्तियां हो सकती हैं; इसमें {length} हैं: इसे छोटी फ़ाइलों में बांटें',
  'The file needs a name column (rows with one name are one product), or only sku and quantity for a stock update':
    'फ़ाइल में name कॉलम ज़रूरी है (एक नाम वाली पंक्तियां एक प्रोडक्ट हैं), या स्टॉक अपडेट के लिए सिर्फ़ sku और quantity',
  'That SKU was just taken by another product of your shop: give each variant its own SKU':
    'यह SKU अभी-अभी आपकी दुकान के दूसरे प्रोडक्ट ने ले लिया: हर वैरिएंट को अपना SKU दें',
  'A stock update needs the columns sku and quantity': 'स्टॉक अपडेट के लिए sku और quantity कॉलम ज़रूरी हैं',
  'Send the file as text/csv': 'फ़ाइल text/csv के रूप में भेजें',
  'Nothing was written: {length} problem(s) to fix first': 'कुछ भी सेव नहीं हुआ: पहले {length} गलती ठीक करें',
  'You can only add products to your own shop': 'आप सिर्फ़ अपनी दुकान में प्रोडक्ट जोड़ सकते हैं',
  'variants is required with options: one per combination you sell, each with sku, price and quantity':
    'options के साथ variants ज़रूरी है: आप जो हर कॉम्बिनेशन बेचते हैं उसका एक, हर एक में sku, price और quantity',
  'Please upload a product image.': 'कृपया प्रोडक्ट की फ़ोटो अपलोड करें।',
  'This product has options: change price, MRP, stock and SKU per variant (variants)': 'इस प्रोडक्ट के options हैं: दाम, MRP, स्टॉक और SKU हर वैरिएंट में बदलें (variants)',
  'Send at least one field to change': 'बदलने के लिए कम से कम एक फ़ील्ड भेजें',
  'You can only change the products of your own shop': 'आप सिर्फ़ अपनी दुकान के प्रोडक्ट बदल सकते हैं',
  'netQuantity must be a number or like {"value":500,"unit":"g"}': 'netQuantity एक संख्या या {"value":500,"unit":"g"} जैसा होना चाहिए',
  'netQuantity must be like {"value":500,"unit":"g"}': 'netQuantity {"value":500,"unit":"g"} जैसा होना चाहिए',
  'SKU {taken} is already used by another product of your shop: give each variant its own SKU':
    'SKU {taken} आपकी दुकान के दूसरे प्रोडक्ट में पहले से है: हर वैरिएंट को अपना SKU दें',
  'The return policy was being changed by someone else at the same time: please try again': 'उसी समय कोई और रिटर्न पॉलिसी बदल रहा था: कृपया फिर कोशिश करें',
  'Items can be returned once the order is delivered; this order is {status}': 'ऑर्डर डिलीवर होने के बाद ही सामान लौटाया जा सकता है; यह ऑर्डर {status} है',
  'This shop does not take returns: its policy when you ordered was no returns': 'यह दुकान रिटर्न नहीं लेती: आपके ऑर्डर के समय इसकी पॉलिसी "कोई रिटर्न नहीं" थी',
  'The return window of {days} days after delivery closed on {end}': 'डिलीवरी के बाद {days} दिन में रिटर्न का समय {end} को खत्म हो गया',
  'This shop offers a replacement only: choose resolution replacement': 'यह दुकान सिर्फ़ रिप्लेसमेंट देती है: resolution में replacement चुनें',
  'lines[{i}].itemId is not an item of this order': 'lines[{i}].itemId इस ऑर्डर का सामान नहीं है',
  "'{name}' cannot be returned: it was sold as not returnable": "'{name}' रिटर्न नहीं हो सकता: यह बिना रिटर्न के बेचा गया था",
  "'{name}' has already been asked back in full": "'{name}' पूरा का पूरा पहले ही रिटर्न के लिए मांगा जा चुका है",
  "At most {left} of '{name}' can be returned ({quantity} delivered, {taken} already asked back)":
    "'{name}' में से ज़्यादा से ज़्यादा {left} रिटर्न हो सकते हैं ({quantity} डिलीवर हुए, {taken} का रिटर्न पहले ही मांगा गया)",
  'Return not found': 'रिटर्न नहीं मिला',
  'Photo not found': 'फ़ोटो नहीं मिली',
  'A refund is already recorded for this return (reference {refundReference}, {refundDate}); it cannot be changed':
    'इस रिटर्न का रिफ़ंड पहले ही दर्ज है (रेफ़रेंस {refundReference}, {refundDate}); इसे बदला नहीं जा सकता',
  'This return was changed at the same time: reload it': 'यह रिटर्न उसी समय बदला गया: इसे दोबारा लोड करें',
  'The shop has not recorded a refund for this return yet': 'दुकान ने इस रिटर्न का रिफ़ंड अभी दर्ज नहीं किया है',
  'You already {value} this refund': 'आप इस रिफ़ंड को पहले ही {value} कर चुके हैं',
  'Review not found': 'रिव्यू नहीं मिला',
  'You can only rate your own orders': 'आप सिर्फ़ अपने ऑर्डर को रेटिंग दे सकते हैं',
  'You can rate an order once it has been delivered': 'ऑर्डर डिलीवर होने के बाद ही रेटिंग दे सकते हैं',
  'That product is not in this order': 'यह प्रोडक्ट इस ऑर्डर में नहीं है',
  'You have already rated {what}; you can change your review instead': 'आप {what} को पहले ही रेटिंग दे चुके हैं; इसके बजाय अपना रिव्यू बदल सकते हैं',
  'You can only change your own reviews': 'आप सिर्फ़ अपने रिव्यू बदल सकते हैं',
  'Reviews can be changed for {REVIEW_EDIT_DAYS} days after they are written; this one can no longer be changed':
    'रिव्यू लिखने के {REVIEW_EDIT_DAYS} दिन तक ही बदले जा सकते हैं; यह अब नहीं बदला जा सकता',
  'You can only reply to reviews of your own shop': 'आप सिर्फ़ अपनी दुकान के रिव्यू का जवाब दे सकते हैं',
  'You have already replied to this review': 'आप इस रिव्यू का जवाब पहले ही दे चुके हैं',
  'status must be new, approved or declined': 'status new, approved या declined होना चाहिए',
  'Shop request not found': 'दुकान का अनुरोध नहीं मिला',
  'This request was already {status}': 'यह अनुरोध पहले ही {status} हो चुका है',
  'An account with {email} already exists: create the shop from Create Shop for that account, then decline this request':
    '{email} से पहले से एक अकाउंट है: उस अकाउंट के लिए "दुकान बनाएं" से दुकान बनाएं, फिर यह अनुरोध नामंज़ूर करें',
  'Please upload an image': 'कृपया एक फ़ोटो अपलोड करें',
  'Admin must be an existing admin account': 'एडमिन कोई मौजूदा एडमिन अकाउंट होना चाहिए',
  "{adminName} already owns the shop '{shopName}': an admin can own only one shop":
    "{adminName} के पास पहले से दुकान '{shopName}' है: एक एडमिन की एक ही दुकान हो सकती है",
  'Only the platform owner can edit shops': 'दुकानें सिर्फ़ प्लेटफ़ॉर्म मालिक बदल सकते हैं',
  'That admin already owns a shop: an admin can own only one shop': 'इस एडमिन के पास पहले से एक दुकान है: एक एडमिन की एक ही दुकान हो सकती है',
  'Please login to continue': 'आगे बढ़ने के लिए कृपया लॉग इन करें',
  'This needs a {roles} account': 'इसके लिए {roles} अकाउंट चाहिए',
  'The request is not valid': 'अनुरोध सही नहीं है',
  'The request body is too large': 'अनुरोध का body बहुत बड़ा है',
  'The image is too large: it must be at most 5 MB': 'फ़ोटो बहुत बड़ी है: यह ज़्यादा से ज़्यादा 5 MB की हो सकती है',
  'The form has too many parts': 'फ़ॉर्म में बहुत ज़्यादा हिस्से हैं',
  'The form has too many fields': 'फ़ॉर्म में बहुत ज़्यादा फ़ील्ड हैं',
  'Unsupported content type: send JSON or a multipart form': 'यह content type नहीं चलता: JSON या multipart फ़ॉर्म भेजें',
  'The request body is empty: send a JSON object': 'अनुरोध का body खाली है: एक JSON object भेजें',
  'The request body is not valid JSON': 'अनुरोध का body सही JSON नहीं है',
  'The Content-Length header does not match the body': 'Content-Length header body से मेल नहीं खाता',
  'The request is not a multipart form': 'अनुरोध multipart फ़ॉर्म नहीं है',
  'The request body contains a forbidden key (__proto__ or constructor)': 'अनुरोध के body में मना की गई key है (__proto__ या constructor)',
  'The service is temporarily unavailable. Please try again in a moment.': 'सेवा अभी कुछ देर के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर कोशिश करें।',
  'Something went wrong on our side. Please try again.': 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।',
  'The URL is too long': 'URL बहुत लंबा है',
  'The URL is not valid': 'URL सही नहीं है',
  'Not found: GET {url}': 'नहीं मिला: GET {url}',
  'A valid bearer token is required': 'एक सही bearer token ज़रूरी है',
  'Too many requests. Please wait {humanWait} and try again.': 'बहुत ज़्यादा अनुरोध। कृपया {humanWait} रुककर फिर कोशिश करें।',
  'Too many {what} for this account. Please wait {humanWait} and try again.': 'इस अकाउंट पर बहुत ज़्यादा {what}। कृपया {humanWait} रुककर फिर कोशिश करें।',
  'Cross-site requests are not allowed': 'दूसरी साइट से अनुरोध की अनुमति नहीं है',
  'Requests from another site are not allowed': 'दूसरी साइट से अनुरोध की अनुमति नहीं है',
  'Not found: {method} {url}': 'नहीं मिला: {method} {url}',
  'The image is too large: at most {value} megapixels': 'फ़ोटो बहुत बड़ी है: ज़्यादा से ज़्यादा {value} मेगापिक्सेल',
  'The image could not be read: it may be damaged or truncated': 'फ़ोटो पढ़ी नहीं जा सकी: शायद यह खराब या अधूरी है',
  'The file is not a supported photo: attach a JPEG, PNG or WebP picture': 'यह फ़ाइल सही फ़ोटो नहीं है: JPEG, PNG या WebP फ़ोटो लगाएं',
  'A return request has at most {MAX_RETURN_PHOTOS} photos': 'एक रिटर्न अनुरोध में ज़्यादा से ज़्यादा {MAX_RETURN_PHOTOS} फ़ोटो लग सकती हैं',
  'Photos can be added while the return waits for the shop’s answer; this return is past that':
    'फ़ोटो तभी लगाई जा सकती हैं जब रिटर्न दुकान के जवाब का इंतज़ार कर रहा हो; यह रिटर्न उससे आगे बढ़ चुका है',
  'Choose a photo to attach: send it as the file field "image"': 'लगाने के लिए फ़ोटो चुनें: उसे फ़ाइल फ़ील्ड "image" में भेजें',
  'The photo storage is not answering, so nothing was erased: please try again in a few minutes.':
    'फ़ोटो स्टोरेज जवाब नहीं दे रहा, इसलिए कुछ भी मिटाया नहीं गया: कृपया कुछ मिनट बाद फिर कोशिश करें।',
  'The file is not a supported image: upload a JPEG, PNG, WebP, AVIF or GIF picture': 'यह फ़ाइल सही फ़ोटो नहीं है: JPEG, PNG, WebP, AVIF या GIF फ़ोटो अपलोड करें',
  'Images cannot be saved right now because the image storage is not answering. Nothing was saved: please try again in a few minutes.':
    'अभी फ़ोटो सेव नहीं हो सकतीं क्योंकि फ़ोटो स्टोरेज जवाब नहीं दे रहा। कुछ भी सेव नहीं हुआ: कृपया कुछ मिनट बाद फिर कोशिश करें।',
  'The image storage is not answering: please try again in a few minutes.': 'फ़ोटो स्टोरेज जवाब नहीं दे रहा: कृपया कुछ मिनट बाद फिर कोशिश करें।',
  // Product photos (issue 24, decision 097)
  // Return clocks and overdue refunds (issue 26, decision 092)
  'The return settings were being changed by someone else at the same time: please try again':
    'रिटर्न की सेटिंग इसी समय कोई और भी बदल रहा था: कृपया फिर से कोशिश करें',
  // The refund account (issue 26 #3, decision 100)

  'This return is for a replacement: there is no refund to send': 'यह रिटर्न रिप्लेसमेंट के लिए है: भेजने को कोई रिफ़ंड नहीं है',
  'This order was not paid in cash: its refund goes back the way it was paid': 'इस ऑर्डर का पेमेंट कैश में नहीं हुआ था: इसका रिफ़ंड उसी तरीके से लौटता है जिससे पेमेंट हुआ',
  'The shop has not accepted this return yet: give the refund account once it does': 'दुकान ने यह रिटर्न अभी मंज़ूर नहीं किया है: मंज़ूर होने के बाद रिफ़ंड का खाता दें',
  'This return is {status}: its refund account can no longer be given or changed': 'यह रिटर्न {status} है: अब इसका रिफ़ंड खाता न दिया जा सकता है, न बदला जा सकता है',
  'The full account number is shown only while the refund is to be paid (a refund return that is Received)':
    'पूरा खाता नंबर सिर्फ़ तब दिखता है जब रिफ़ंड देना बाकी हो (रिफ़ंड वाला रिटर्न जो Received हो)',
  'The shopper has not given a refund account yet': 'ग्राहक ने अभी रिफ़ंड का खाता नहीं दिया है',
  'A product has at most {MAX_PRODUCT_PHOTOS} photos: remove one before adding another':
    'एक प्रोडक्ट में ज़्यादा से ज़्यादा {MAX_PRODUCT_PHOTOS} फ़ोटो हो सकती हैं: नई फ़ोटो जोड़ने से पहले एक हटाएं',
  'Choose a photo to upload: send it as the file field "image"': 'अपलोड के लिए फ़ोटो चुनें: उसे फ़ाइल फ़ील्ड "image" में भेजें',
  'This photo is already one of the product’s photos': 'यह फ़ोटो पहले से इस प्रोडक्ट की फ़ोटो में है',
  'images: {unknown} is not one of this product’s photos; add a new photo with POST /api/products/{id}/images':
    'images: {unknown} इस प्रोडक्ट की फ़ोटो में नहीं है; नई फ़ोटो POST /api/products/{id}/images से जोड़ें',
  'This product has no options: its photos are the product’s own': 'इस प्रोडक्ट में कोई विकल्प नहीं है: इसकी फ़ोटो प्रोडक्ट की अपनी हैं',
  'image: choose one of this product’s photos (add it to the product first)': 'image: इस प्रोडक्ट की फ़ोटो में से एक चुनें (पहले उसे प्रोडक्ट में जोड़ें)',
  // A bulk upload's problems by row (rowProblem in modules/products/bulk-plan.service.ts).
  'sku is required': 'sku ज़रूरी है',
  'The SKU {sku} is on row {skus} too: give each variant its own SKU': 'SKU {sku} पंक्ति {skus} में भी है: हर वैरिएंट को उसका अपना SKU दें',
  'name is required: rows with one name are one product': 'name ज़रूरी है: एक नाम वाली पंक्तियां एक ही प्रोडक्ट हैं',
  '{missing} is required: the value of {name} for this SKU': '{missing} ज़रूरी है: इस SKU के लिए {name} की वैल्यू',
  '{missing} is required with option{k}Value': 'option{k}Value के साथ {missing} ज़रूरी है',
  'Rows with the name "{first}" must name the same options as row {row} ({value})':
    '"{first}" नाम वाली पंक्तियों में वही विकल्प होने चाहिए जो पंक्ति {row} में हैं ({value})',
  'The SKU {r} belongs to another product than row {row}: one name, one product':
    'SKU {r} पंक्ति {row} वाले प्रोडक्ट का नहीं, किसी दूसरे प्रोडक्ट का है: एक नाम, एक प्रोडक्ट',
  '{key} is required for pre-packed goods (packaged true): {label}': 'पैक किए गए सामान (packaged true) के लिए {key} ज़रूरी है: {label}',
  "Row {row} has this name too: rows with one name are one product's variants, so give them option columns (option1Name, option1Value)":
    'पंक्ति {row} में भी यही नाम है: एक नाम वाली पंक्तियां एक ही प्रोडक्ट के वैरिएंट हैं, इसलिए उनमें विकल्प वाले कॉलम (option1Name, option1Value) दें',
  "{name} has no options: add options (e.g. Size) on the product's page first": '{name} में कोई विकल्प नहीं है: पहले प्रोडक्ट के पेज पर विकल्प (जैसे Size) जोड़ें',
  '{name} has the options {current}: name them in that order (option1Name …)': '{name} में विकल्प {current} हैं: उन्हें इसी क्रम में लिखें (option1Name …)',
};

/** Labels and nouns that fill placeholders ("{label} is required", "{what} not found"). */
export const HI_TERMS: Record<string, string> = {
  Shop: 'दुकान',
  Product: 'प्रोडक्ट',
  'Contact message': 'संपर्क संदेश',
  Account: 'अकाउंट',
  'Erasure request': 'मिटाने का अनुरोध',
  'Privacy notice': 'प्राइवेसी नोटिस',
  Order: 'ऑर्डर',
  Grievance: 'शिकायत',
  'Credit note': 'क्रेडिट नोट',
  'Ledger entry': 'लेजर एंट्री',
  'Payment report': 'भुगतान रिपोर्ट',
  quantity: 'quantity',
  Return: 'रिटर्न',
  Photo: 'फ़ोटो',
  Review: 'रिव्यू',
  'Shop request': 'दुकान का अनुरोध',
  'failed logins': 'असफल लॉग इन',
  Variant: 'वैरिएंट',
};

/** Parts made outside the message sites: waits (rate limits), tries left, units. */
export const HI_FRAGMENTS: Record<string, string> = {
  '{n} second': '{n} सेकंड',
  '{n} seconds': '{n} सेकंड',
  '{n} minute': '{n} मिनट',
  '{n} minutes': '{n} मिनट',
  '1 try left': '1 कोशिश बाकी',
  second: 'सेकंड',
  seconds: 'सेकंड',
  '{n} tries left': '{n} कोशिशें बाकी',
  minute: 'मिनट',
  minutes: 'मिनट',
  days: 'दिन',
  hours: 'घंटे',
  confirmed: 'कन्फ़र्म',
  disputed: 'आपत्ति दर्ज',
  'Opening hours saved': 'खुलने का समय सेव हो गया',
};
