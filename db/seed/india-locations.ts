/**
 * Places for the location dropdowns: every Indian state and union territory with its main cities,
 * plus a few neighbouring countries. Names follow current official usage where a place was renamed
 * recently (Prayagraj, Gurugram, Bengaluru), keeping the names people type every day.
 */

export type StateSeed = { name: string; cities: readonly string[] };
export type CountrySeed = { name: string; states: readonly StateSeed[] };

/** The 28 states of India. */
export const indiaStates: readonly StateSeed[] = [
  {
    name: "Andhra Pradesh",
    cities: ["Visakhapatnam", "Vijayawada", "Guntur", "Nellore", "Tirupati", "Kurnool", "Kakinada", "Rajahmundry"],
  },
  { name: "Arunachal Pradesh", cities: ["Itanagar", "Naharlagun", "Pasighat", "Tawang", "Ziro"] },
  { name: "Assam", cities: ["Guwahati", "Silchar", "Dibrugarh", "Jorhat", "Tezpur", "Nagaon"] },
  { name: "Bihar", cities: ["Patna", "Gaya", "Bhagalpur", "Muzaffarpur", "Darbhanga", "Purnia"] },
  { name: "Chhattisgarh", cities: ["Raipur", "Bhilai", "Bilaspur", "Korba", "Durg", "Raigarh"] },
  { name: "Goa", cities: ["Panaji", "Margao", "Vasco da Gama", "Mapusa", "Ponda"] },
  {
    name: "Gujarat",
    cities: ["Ahmedabad", "Surat", "Vadodara", "Rajkot", "Bhavnagar", "Jamnagar", "Gandhinagar", "Junagadh"],
  },
  {
    name: "Haryana",
    cities: ["Gurugram", "Faridabad", "Panipat", "Ambala", "Karnal", "Hisar", "Rohtak", "Sonipat"],
  },
  { name: "Himachal Pradesh", cities: ["Shimla", "Dharamshala", "Mandi", "Solan", "Kullu", "Manali"] },
  { name: "Jharkhand", cities: ["Ranchi", "Jamshedpur", "Dhanbad", "Bokaro Steel City", "Hazaribagh", "Deoghar"] },
  {
    name: "Karnataka",
    cities: ["Bengaluru", "Mysuru", "Mangaluru", "Hubballi", "Belagavi", "Kalaburagi", "Davanagere", "Shivamogga"],
  },
  {
    name: "Kerala",
    cities: ["Thiruvananthapuram", "Kochi", "Kozhikode", "Thrissur", "Kollam", "Kannur", "Alappuzha"],
  },
  {
    name: "Madhya Pradesh",
    cities: ["Indore", "Bhopal", "Jabalpur", "Gwalior", "Ujjain", "Sagar", "Rewa", "Satna"],
  },
  {
    name: "Maharashtra",
    cities: ["Mumbai", "Pune", "Nagpur", "Nashik", "Chhatrapati Sambhajinagar", "Kolhapur", "Solapur", "Amravati"],
  },
  { name: "Manipur", cities: ["Imphal", "Thoubal", "Bishnupur", "Churachandpur", "Ukhrul"] },
  { name: "Meghalaya", cities: ["Shillong", "Tura", "Jowai", "Nongstoin"] },
  { name: "Mizoram", cities: ["Aizawl", "Lunglei", "Champhai", "Serchhip"] },
  { name: "Nagaland", cities: ["Kohima", "Dimapur", "Mokokchung", "Tuensang", "Wokha"] },
  {
    name: "Odisha",
    cities: ["Bhubaneswar", "Cuttack", "Rourkela", "Berhampur", "Sambalpur", "Puri", "Balasore"],
  },
  { name: "Punjab", cities: ["Ludhiana", "Amritsar", "Jalandhar", "Patiala", "Bathinda", "Mohali", "Pathankot"] },
  {
    name: "Rajasthan",
    cities: ["Jaipur", "Jodhpur", "Udaipur", "Kota", "Ajmer", "Bikaner", "Alwar", "Bhilwara"],
  },
  { name: "Sikkim", cities: ["Gangtok", "Namchi", "Gyalshing", "Mangan"] },
  {
    name: "Tamil Nadu",
    cities: ["Chennai", "Coimbatore", "Madurai", "Tiruchirappalli", "Salem", "Tirunelveli", "Vellore", "Erode"],
  },
  { name: "Telangana", cities: ["Hyderabad", "Warangal", "Nizamabad", "Karimnagar", "Khammam", "Ramagundam"] },
  { name: "Tripura", cities: ["Agartala", "Udaipur", "Dharmanagar", "Kailashahar"] },
  {
    name: "Uttar Pradesh",
    cities: ["Lucknow", "Kanpur", "Varanasi", "Agra", "Prayagraj", "Meerut", "Noida", "Gorakhpur"],
  },
  { name: "Uttarakhand", cities: ["Dehradun", "Haridwar", "Rishikesh", "Haldwani", "Roorkee", "Nainital"] },
  { name: "West Bengal", cities: ["Kolkata", "Howrah", "Siliguri", "Durgapur", "Asansol", "Kharagpur"] },
];

/** The 8 union territories of India. */
export const indiaUnionTerritories: readonly StateSeed[] = [
  { name: "Andaman and Nicobar Islands", cities: ["Port Blair", "Car Nicobar", "Mayabunder", "Diglipur"] },
  { name: "Chandigarh", cities: ["Chandigarh", "Manimajra", "Daria"] },
  { name: "Dadra and Nagar Haveli and Daman and Diu", cities: ["Daman", "Diu", "Silvassa"] },
  { name: "Delhi", cities: ["New Delhi", "Delhi", "Dwarka", "Rohini", "Shahdara"] },
  {
    name: "Jammu and Kashmir",
    cities: ["Srinagar", "Jammu", "Anantnag", "Baramulla", "Udhampur", "Kathua", "Sopore"],
  },
  { name: "Ladakh", cities: ["Leh", "Kargil", "Diskit"] },
  { name: "Lakshadweep", cities: ["Kavaratti", "Agatti", "Minicoy", "Amini", "Andrott"] },
  { name: "Puducherry", cities: ["Puducherry", "Karaikal", "Mahe", "Yanam"] },
];

export const india: CountrySeed = {
  name: "India",
  states: [...indiaStates, ...indiaUnionTerritories],
};

/** A few neighbours, so the country dropdown is a real choice. */
export const otherCountries: readonly CountrySeed[] = [
  {
    name: "Nepal",
    states: [
      { name: "Bagmati Province", cities: ["Kathmandu", "Lalitpur", "Bhaktapur", "Hetauda"] },
      { name: "Gandaki Province", cities: ["Pokhara", "Gorkha", "Baglung"] },
      { name: "Koshi Province", cities: ["Biratnagar", "Dharan", "Itahari"] },
      { name: "Lumbini Province", cities: ["Butwal", "Siddharthanagar", "Nepalgunj"] },
    ],
  },
  {
    name: "Bangladesh",
    states: [
      { name: "Dhaka Division", cities: ["Dhaka", "Gazipur", "Narayanganj"] },
      { name: "Chattogram Division", cities: ["Chattogram", "Cox's Bazar", "Cumilla"] },
      { name: "Khulna Division", cities: ["Khulna", "Jashore", "Kushtia"] },
      { name: "Rajshahi Division", cities: ["Rajshahi", "Bogura", "Pabna"] },
    ],
  },
  {
    name: "Sri Lanka",
    states: [
      { name: "Western Province", cities: ["Colombo", "Negombo", "Gampaha", "Kalutara"] },
      { name: "Central Province", cities: ["Kandy", "Nuwara Eliya", "Matale"] },
      { name: "Southern Province", cities: ["Galle", "Matara", "Hambantota"] },
    ],
  },
];

export const allCountries: readonly CountrySeed[] = [india, ...otherCountries];
