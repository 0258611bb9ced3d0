/** Static contact details shown beside the form (document 1 §2); nothing here is recorded. */
export const headquarters = {
  addressLines: ['1250 Poydras Street, Suite 1800', 'New Orleans, LA 70113'],
  phone: '(504) 555-0186',
  phoneHref: 'tel:+15045550186',
  email: 'partners@nolasports.com',
  hours: 'Monday to Friday, 8 am to 6 pm CT',
  promise: 'We contact every request within 24 hours.',
};
