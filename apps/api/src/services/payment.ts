// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the web typecheck reads this file alone: the untyped package's declaration travels with it
/// <reference path="../sepa-payment-qr-code.d.ts" />
/**
 * How a member pays their dues (issue 27, decision 46): the member's own amount due for a year
 * (from the books, `memberDuesLine`, decision 43), the reference to write on the transfer, the
 * group's instructions and, for a fee in euros with an IBAN set, the EPC QR code ("GiroCode",
 * EPC069-12) that a banking app scans. The code's text comes from `sepa-payment-qr-code`; the
 * image from `qrcode`, as the exhibit cards' codes.
 */
import { majorUnits } from '@lug/domain/dues-helpers';
import type { DuesStanding } from '@lug/domain/dues-figures';
import { epcQrAllowed, paymentReference, readableIban } from '@lug/domain/payment-helpers';
import type { OrganizationSettings } from '@lug/domain/settings';
import generateEpcPayload from 'sepa-payment-qr-code';
import type { DB } from '@lug/db';
import { memberDuesLine } from './dues-payments';

export interface MemberPayment {
  year: number;
  /** The year's fee currency; null when the year has no fee. */
  currency: string | null;
  due: number | null;
  received: number;
  balance: number | null;
  standing: DuesStanding;
  /** What to write on the transfer: group short name, year, member number. */
  reference: string;
  /** The group's way to pay; null when it set none. */
  howToPay: {
    instructions: string | null;
    /** In groups of four. */
    iban: string | null;
    accountHolder: string | null;
    /** The EPC QR code's text; null unless the member owes euros and the group set an IBAN. */
    epcPayload: string | null;
  } | null;
}

/**
 * The EPC069-12 text for a transfer of `amountMinor` euro cents to the group: version 002 (no BIC
 * needed in the EEA), UTF-8, the account holder (else the group's name, at most 70 characters),
 * and the reference as unstructured remittance information.
 */
export function epcPayload(input: { name: string; iban: string; amountMinor: number; reference: string }): string {
  return generateEpcPayload({
    name: input.name.slice(0, 70),
    iban: input.iban,
    amount: majorUnits(input.amountMinor, 'EUR'),
    unstructuredReference: input.reference.slice(0, 140),
  });
}

/** The member's dues for `year` and how to pay what they owe. */
export async function memberPayment(
  db: DB,
  settings: OrganizationSettings,
  organizationId: number,
  userId: number,
  year: number,
): Promise<MemberPayment> {
  const line = await memberDuesLine(db, organizationId, userId, year);
  const { instructions, iban, account_holder } = settings.payment;
  const reference = paymentReference(settings.general.name, year, userId);
  const owes = line.balance !== null && line.balance > 0;
  const epc =
    owes && iban && epcQrAllowed(line.currency)
      ? epcPayload({ name: account_holder ?? settings.general.name, iban, amountMinor: line.balance!, reference })
      : null;
  return {
    year,
    currency: line.currency,
    due: line.due,
    received: line.received,
    balance: line.balance,
    standing: line.standing,
    reference,
    howToPay:
      instructions || iban
        ? { instructions, iban: iban ? readableIban(iban) : null, accountHolder: account_holder, epcPayload: epc }
        : null,
  };
}

/** The EPC QR code as a PNG (error correction M, as EPC069-12 asks), for an email's inline image. */
export async function epcQrPng(payload: string): Promise<Buffer> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(payload, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: 240 });
}

/** The EPC QR code as SVG markup, for the member's dashboard. */
export async function epcQrSvg(payload: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}
