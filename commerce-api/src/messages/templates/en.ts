// English words of the messages (shape: message-texts.ts).
import type { MessageTexts } from './message-texts.js';

const PURPOSE_SMS = { LOGIN: 'sign-in', REGISTER: 'registration', PHONE_CHANGE: 'phone verification' } as const;

export const en: MessageTexts = {
  layout: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    visitShop: 'Visit the shop',
    footerContact: (email, telephone) => `Questions? ${email} · ${telephone}`,
    footerWhy: 'You receive this e-mail because of something you did in our shop.',
  },
  code: {
    subject: { LOGIN: 'Your sign-in code', REGISTER: 'Your registration code', PHONE_CHANGE: 'Your phone verification code' },
    intro: {
      LOGIN: 'Your code to sign in to your account:',
      REGISTER: 'Your code to complete your registration:',
      PHONE_CHANGE: 'Your code to verify your new phone number:',
    },
    validFor: (minutes) => `The code is valid for ${minutes} minutes.`,
    doNotShare: 'Do not share this code with anyone; the shop never asks for it.',
    notYou: 'If you did not ask for it, ignore this message.',
    sms: (shop, purpose, code, minutes) => `${shop} ${PURPOSE_SMS[purpose]} code: ${code}. Valid for ${minutes} minutes. Do not share it.`,
  },
  welcome: {
    subject: (shop) => `Welcome to ${shop}`,
    body: (shop) => `Your ${shop} account is ready. Follow your orders, addresses, coupons and favourites from your account.`,
    account: 'Go to my account',
    orders: 'My orders',
    sms: (shop) => `Welcome to ${shop}! Your account is ready.`,
  },
  passwordReset: {
    subject: 'Reset your password',
    body: (minutes) => `Open the link below to choose a new password. It is valid for ${minutes} minutes and works once.`,
    button: 'Choose a new password',
    notYou: 'If you did not ask for it, ignore this e-mail; your password stays the same.',
  },
  threeDs: {
    subject: '3-D Secure code',
    sms: (bank, amount, code) => `${bank}: your 3-D Secure code for ${amount} is ${code}. Do not share it.`,
  },
  order: {
    number: 'Order number',
    date: 'Order date',
    items: 'Items',
    quantity: 'Quantity',
    variant: 'Option',
    giftPackage: 'Gift package',
    subtotal: 'Subtotal',
    discount: (coupon) => (coupon ? `Discount (coupon ${coupon})` : 'Discount'),
    shipping: 'Shipping',
    freeShipping: 'Free',
    interest: 'Instalment interest',
    total: 'Total',
    payment: 'Payment',
    singlePayment: 'Credit card, single payment',
    instalments: (count, each) => `Credit card, ${count} instalments (${count} x ${each})`,
    bank: 'Bank',
    carrier: 'Carrier',
    giftNote: 'Gift note',
    shippingAddress: 'Delivery address',
    billingAddress: 'Billing address',
    viewOrder: 'View my order',
  },
  orderPlaced: {
    subject: (orderNumber) => `We received your order (${orderNumber})`,
    preview: (orderNumber, total) => `Your order ${orderNumber} was received, total ${total}.`,
    intro: (orderNumber) => `We received your order ${orderNumber} and are preparing it. We will let you know when it ships.`,
    contractsTitle: 'Contracts',
    contractsAttached: 'The Pre-information Form and the Distance Sales Contract you accepted are attached to this e-mail as PDF files; please keep them.',
    contract: { pre_info_contract: 'Pre-information Form', sales_contract: 'Distance Sales Contract' },
    contractAccepted: (date) => `Accepted on ${date}`,
    sms: (shop, orderNumber, total, plan) => `${shop}: we received your order ${orderNumber}. Total ${total}, ${plan}. The details were sent to your e-mail.`,
  },
  orderCancelled: {
    subject: (orderNumber) => `Your order was cancelled (${orderNumber})`,
    body: (orderNumber) => `Your order ${orderNumber} was cancelled.`,
    refund: 'The amount you paid goes back to the card you paid with; depending on your bank it may take a few working days to show.',
    cancelledItems: 'Cancelled items',
  },
  itemRequest: {
    subject: (kind, orderNumber) => (kind === 'CANCEL' ? `Cancellation request received (${orderNumber})` : `Return request received (${orderNumber})`),
    body: (kind, orderNumber, count) => {
      const items = `${count} ${count === 1 ? 'item' : 'items'}`;
      return kind === 'CANCEL'
        ? `Your cancellation request for ${items} of order ${orderNumber} was received and approved.`
        : `Your return request for ${items} of order ${orderNumber} was received.`;
    },
    requestedItems: 'Items in the request',
    reason: 'Reason',
    note: 'Your note',
    returnShipping: (firm, code) => `Send the items free of charge from any ${firm} branch with the return code ${code}.`,
    next: {
      CANCEL: 'The amount of the cancelled items goes back to the card you paid with.',
      RETURN: 'Once your request is approved, your return shipping code is sent by e-mail. When the items reach us and are checked, the amount goes back to your card.',
    },
  },
  orderProgress: {
    subject: {
      APPROVED: (n) => `Your order was approved (${n})`,
      SHIPPED: (n) => `Your order has shipped (${n})`,
      DELIVERED: (n) => `Your order was delivered (${n})`,
    },
    body: {
      APPROVED: (n) => `Your order ${n} was approved and is being prepared.`,
      SHIPPED: (n) => `The items of your order ${n} have been handed to the carrier.`,
      DELIVERED: (n) => `Your order ${n} was delivered. Thank you for shopping with us.`,
    },
    tracking: (carrier, code) => `Carrier: ${carrier} · Tracking code: ${code}`,
    track: 'Track my parcel',
    returnWindow: (days) => `You may request a return within ${days} days of delivery.`,
    sms: {
      APPROVED: (shop, n) => `${shop}: your order ${n} was approved and is being prepared.`,
      SHIPPED: (shop, n, link) => `${shop}: your order ${n} has shipped.${link ? ` Track: ${link}` : ''}`,
      DELIVERED: (shop, n) => `${shop}: your order ${n} was delivered.`,
    },
  },
  requestDecided: {
    subject: (kind, approved, n) => `Your ${kind === 'CANCEL' ? 'cancellation' : 'return'} request was ${approved ? 'approved' : 'declined'} (${n})`,
    approved: (kind, n) => (kind === 'CANCEL' ? `Your cancellation request for order ${n} was approved.` : `Your return request for order ${n} was approved. Send the items free of charge with the return code below.`),
    rejected: (kind, n) => `Your ${kind === 'CANCEL' ? 'cancellation' : 'return'} request for order ${n} was declined.`,
    reason: 'Reason',
    items: 'Items in the request',
  },
  orderRefunded: {
    subject: (n) => `Your refund was made (${n})`,
    body: (n, amount) => `A refund of ${amount} for your order ${n} was sent to your card.`,
    items: 'Refunded items',
    bankNote: 'Depending on your bank it may take a few working days to show on your card.',
  },
  contact: {
    inboxSubject: (subject) => `[Contact] ${subject}`,
    inboxIntro: (name, email) => `${name} <${email}> sent a message through the contact form.`,
    subjectLabel: 'Subject',
    message: 'Message',
    replyTo: 'Reply to',
    receiptSubject: (shop) => `${shop}: we received your message`,
    receiptBody: 'Your message reached us. Our customer service will answer as soon as possible, within two working days at the latest.',
    yourMessage: 'Your message',
  },
};
