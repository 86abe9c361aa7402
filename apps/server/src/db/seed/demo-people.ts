/** The demo accounts a person can sign in with on a fresh install. */
export const DEMO_PEOPLE = [
  {
    role: "admin",
    email: "maya@brightpixel.studio",
    phone: "+15550100001",
    fullName: "Maya Cohen",
    businessName: "Bright Pixel Studio",
  },
  {
    role: "client",
    email: "daniel@brooksbakery.com",
    phone: "+15550100002",
    fullName: "Daniel Brooks",
    businessName: "Brooks Family Bakery",
  },
  {
    role: "client",
    email: "noa@shapiroyoga.co.il",
    phone: "+972501234567",
    fullName: "Noa Shapiro",
    businessName: "Shapiro Yoga Studio",
  },
] as const;
