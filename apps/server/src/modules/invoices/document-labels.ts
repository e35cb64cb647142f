/**
 * The invoice's and credit note's labels in Hindi beside the English (issue 28 #5, decision 091): printed as
 * "कर बीजक / Tax Invoice", for every reader whatever their language. The table's column heads stay English (the
 * columns are narrow and an accountant reads them by their GST names); CSVs keep English headers.
 */
const HI: Record<string, string> = {
  'Tax Invoice': 'कर बीजक',
  'Bill of Supply': 'आपूर्ति बिल',
  'Credit Note': 'क्रेडिट नोट',
  'Invoice no.': 'बीजक सं.',
  'Invoice date': 'बीजक तिथि',
  'Bill no.': 'बिल सं.',
  'Bill date': 'बिल तिथि',
  'Credit note no.': 'क्रेडिट नोट सं.',
  'Credit note date': 'क्रेडिट नोट तिथि',
  Supplier: 'विक्रेता',
  'Recipient (billed and shipped to)': 'प्राप्तकर्ता (बिल और डिलीवरी का पता)',
  GSTIN: 'जीएसटीआईएन',
  State: 'राज्य',
  'Order id': 'ऑर्डर आईडी',
  'Place of supply': 'आपूर्ति का स्थान',
  Supply: 'आपूर्ति',
  'Reverse charge': 'रिवर्स चार्ज',
  'Against invoice': 'बीजक के सामने',
  'Against bill': 'बिल के सामने',
  Reason: 'कारण',
  'Amount in words': 'राशि शब्दों में',
  'Amount credited (in words)': 'जमा राशि (शब्दों में)',
  'Total (cash on delivery)': 'कुल (डिलीवरी पर नकद)',
  'Total credited': 'कुल जमा',
  'HSN summary': 'HSN सारांश',
  'Authorised signatory': 'अधिकृत हस्ताक्षरकर्ता',
  'Original for recipient': 'प्राप्तकर्ता के लिए मूल प्रति',
};

/** `हिन्दी / English` when the label has a Hindi text, else the English alone. */
export function bilingual(label: string, english: string = label): string {
  const hi = HI[label];
  return hi ? `${hi} / ${english}` : english;
}

/** The Hindi text of a label, if it has one (a field's label prints it under the English). */
export function hindiLabel(label: string): string | undefined {
  return HI[label];
}

export const DOCUMENT_LABELS_HI: Readonly<Record<string, string>> = HI;
