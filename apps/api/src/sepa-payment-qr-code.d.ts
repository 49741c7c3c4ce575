/** sepa-payment-qr-code ships no types: its one function, as its readme and index.js describe it. */
declare module 'sepa-payment-qr-code' {
  interface EpcTransfer {
    /** AT-21, the beneficiary's name, at most 70 characters. */
    name: string;
    /** AT-20, the beneficiary's IBAN. */
    iban: string;
    /** AT-23, optional in version 002. */
    bic?: string;
    /** AT-04, in euros, 0.01 to 999999999.99; null for none. */
    amount: number | null;
    purposeCode?: string;
    structuredReference?: string;
    /** AT-05, at most 140 characters. */
    unstructuredReference?: string;
    information?: string;
  }
  /** The EPC069-12 text, lines joined with "\n". Throws on a field it refuses. */
  export default function generateQrCode(data: EpcTransfer): string;
}
