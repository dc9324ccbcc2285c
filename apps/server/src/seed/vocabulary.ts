// Word lists for realistic demo data.
export const FIRST_NAMES = [
  'James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'William', 'Elizabeth', 'Richard',
  'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Daniel', 'Nancy', 'Matthew', 'Lisa', 'Anthony',
  'Betty', 'Mark', 'Sandra', 'Steven', 'Ashley', 'Andrew', 'Emily', 'Kevin', 'Michelle', 'Brian', 'Amanda', 'Carlos',
  'Priya', 'Wei', 'Aisha', 'Diego', 'Hannah',
];
export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez',
  'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King',
  'Wright', 'Scott', 'Nguyen', 'Patel', 'Chen', 'Kim',
];
export const COMPANIES = [
  'Marcus & Millichap', 'CBRE', 'JLL', 'Cushman & Wakefield', 'Colliers', 'Newmark', 'Avison Young', 'NAI Global',
  'Lee & Associates', 'SVN International', 'Kidder Mathews', 'Matthews Real Estate', 'Sperry CGA', 'Coldwell Banker Commercial',
  'KW Commercial', 'Berkadia',
];
export const CITIES: ReadonlyArray<{ city: string; state: string; county: string; zip: string; lat: number; lng: number }> = [
  { city: 'Austin', state: 'Texas', county: 'Travis', zip: '78701', lat: 30.2672, lng: -97.7431 },
  { city: 'Dallas', state: 'Texas', county: 'Dallas', zip: '75201', lat: 32.7767, lng: -96.797 },
  { city: 'Phoenix', state: 'Arizona', county: 'Maricopa', zip: '85004', lat: 33.4484, lng: -112.074 },
  { city: 'Denver', state: 'Colorado', county: 'Denver', zip: '80202', lat: 39.7392, lng: -104.9903 },
  { city: 'Atlanta', state: 'Georgia', county: 'Fulton', zip: '30303', lat: 33.749, lng: -84.388 },
  { city: 'Nashville', state: 'Tennessee', county: 'Davidson', zip: '37203', lat: 36.1627, lng: -86.7816 },
  { city: 'Charlotte', state: 'North Carolina', county: 'Mecklenburg', zip: '28202', lat: 35.2271, lng: -80.8431 },
  { city: 'Tampa', state: 'Florida', county: 'Hillsborough', zip: '33602', lat: 27.9506, lng: -82.4572 },
  { city: 'Columbus', state: 'Ohio', county: 'Franklin', zip: '43215', lat: 39.9612, lng: -82.9988 },
  { city: 'Salt Lake City', state: 'Utah', county: 'Salt Lake', zip: '84101', lat: 40.7608, lng: -111.891 },
];
export const STREETS = ['Main St', 'Commerce Blvd', 'Industrial Pkwy', 'Market St', 'Oak Ave', 'Congress Ave', 'Harbor Dr', 'Park Ln', 'Elm St', 'Lakeview Rd'];
export const PROPERTY_TYPES = ['Retail', 'Office', 'Industrial', 'Multifamily', 'Land', 'Hospitality', 'Mixed Use', 'Self Storage'];
export const PROPERTY_NAMES = ['Plaza', 'Center', 'Commons', 'Business Park', 'Tower', 'Crossing', 'Square', 'Logistics Hub', 'Village', 'Station'];
export const PRODUCT_TYPES = ['Premium', 'Standard', 'Vidspection', 'Basic Models', 'Premium Plus', 'Photorealistic Models'];
