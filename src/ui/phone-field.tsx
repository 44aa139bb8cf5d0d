import type { InputHTMLAttributes } from "react";
import { frPhone } from "../i18n/fr-phone";
import { Field } from "./field";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  label: string;
  error?: string | undefined;
};

/**
 * A phone number as people type it (« 77 123 45 67 »): the phone's dial pad, the number the
 * browser knows. It is read as a number (E.164) when sent; the server says which countries it takes.
 */
export function PhoneField(props: Props) {
  return (
    <Field type="tel" inputMode="tel" autoComplete="tel" placeholder={frPhone.phonePlaceholder} {...props} />
  );
}
