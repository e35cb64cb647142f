import { usePageTitle } from '@/hooks/use-page-title';
import { ButtonLink } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { Section, TextHero } from './components';

export function VendorGuidePage() {
  usePageTitle('Vendor Onboarding Guide');
  return (
    <Page narrow>
      <TextHero eyebrow="Sell on Bazaar" title="Vendor Onboarding Guide">
        Five steps from your shop counter to shoppers across your city.
      </TextHero>
      <ol className="space-y-8">
        <li>
          <Section title="Register your shop" number={1}>
            <p>
              Fill in the shop registration request form with your shop name, email, phone, PAN, address and category. Our team reviews it and sets up your shop
              and your owner login.
            </p>
            <p>
              To set up your shop we need what the Create Shop form checks: the shop's name, category, city, full address, a 10-digit mobile number starting
              with 6, 7, 8 or 9, the owner's PAN (like ABCDE1234F), a valid 15-character GSTIN and a photo of the shop. Vendors are also verified with Aadhar.
              You must be at least 18 years old to sell on Bazaar.
            </p>
          </Section>
        </li>
        <li>
          <Section title="Add your products" number={2}>
            <p>
              Log in as the shop owner and use Create Product: add a name, price in rupees, description, stock quantity, category, sub-category, unit and a
              clear photo. Photos are compressed in your browser to at most 500kb before upload (pick any JPEG, PNG, WebP, AVIF or GIF up to 5 MB); a quantity
              of 0 later marks the product out of stock.
            </p>
          </Section>
        </li>
        <li>
          <Section title="Manage your orders" number={3}>
            <p>
              Open All Orders to see every order placed on your shop. Confirm new orders, mark them delivered when the shopper has paid cash, or cancel a
              pending order you cannot fulfil. Download a PDF invoice for any order.
            </p>
          </Section>
        </li>
        <li>
          <Section title="Promote your shop" number={4}>
            <p>
              Share your shop's Bazaar link with your regular customers, keep prices and stock up to date, and use good photos: shops with fresh listings are
              found more often.
            </p>
          </Section>
        </li>
        <li>
          <Section title="Follow the rules" number={5}>
            <p>
              Sell only genuine products, describe them honestly, deliver on time and treat every shopper with respect. Read the Terms & Conditions and the
              Delivery Charges policy before you start.
            </p>
          </Section>
        </li>
      </ol>
      <div className="mt-10 flex flex-wrap gap-3">
        <ButtonLink to="/ragister-form" size="lg">
          Register Shop
        </ButtonLink>
        <ButtonLink to="/terms" variant="outline" size="lg">
          Terms & Conditions
        </ButtonLink>
      </div>
    </Page>
  );
}
