import QRCode from "qrcode";

/** A QR code as a base64 PNG, as Orange Money returns it. */
export async function qrPngBase64(text: string): Promise<string> {
  const png = await QRCode.toBuffer(text, { type: "png", margin: 2, width: 320, errorCorrectionLevel: "M" });
  return png.toString("base64");
}
