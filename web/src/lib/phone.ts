// Phone numbers arrive from the API in international form ("+260977123456"); the server normalises them.

/** "+260 977 123 456" for a Zambian number, easier to read back; other countries' numbers as they are. */
export function phoneDisplay(international: string): string {
  const zambian = /^\+260(\d{3})(\d{3})(\d{3})$/.exec(international);
  return zambian ? `+260 ${zambian[1]} ${zambian[2]} ${zambian[3]}` : international;
}

/** Opens the phone's dialler with the number. */
export function telHref(international: string): string {
  return `tel:${international}`;
}

/** Opens a WhatsApp chat with the number (the app on a phone, WhatsApp Web elsewhere), with a first message. */
export function whatsappHref(international: string, message?: string): string {
  const chat = `https://wa.me/${international.replace(/^\+/, '')}`;
  return message ? `${chat}?text=${encodeURIComponent(message)}` : chat;
}
