// \0virtual:tenant
var tenant = {
	"tenant": "ivy",
	"site": "IVY",
	"name": "Ivy Together",
	"tagline": "Real couples, real desire",
	"hosts": [
		"ivy.localhost",
		"ivytogether.example",
		"www.ivytogether.example"
	],
	"role": "relationship-status",
	"standalone": true,
	"standaloneSites": [],
	"multisitePackages": ["multisite2025"],
	"visibility": {
		"paysiteList": true,
		"paymentPage": true
	},
	"features": {
		"showAngels": false,
		"showcasesPage": false,
		"reels": true,
		"curator": true,
		"facetedSearch": true,
		"promotionalVideoTeaserModal": false,
		"healthWarning": [{
			"regionName": "US-TX",
			"enabled": true
		}, {
			"regionName": "US-AL",
			"enabled": true
		}],
		"channels": true,
		"internalChannels": true,
		"channelTrailers": false,
		"expertReview": true,
		"recommendationShelves": [
			"HOME_RECOMMENDATIONS",
			"CHANNELS",
			"RECOMMENDED_MODELS",
			"INTERNAL_CHANNELS",
			"EXTERNAL_CHANNEL_VIDEO_PAGE",
			"VIDEO_PAGE",
			"VIDEO_PAGE_CROSSNAVIGATION"
		]
	},
	"headerFeatures": { "awardsLink": false },
	"paginationListSizes": {
		"small": 3,
		"medium": 4,
		"large": 6
	},
	"api": { "host": "https://api.ivytogether.example" },
	"assetsUrlV2": "https://cdn.ivytogether.example",
	"publicAssets": "https://static.ivytogether.example",
	"membersUrl": "http://ivy.localhost:4321",
	"tourUrl": "http://ivy.localhost:4321",
	"salesPaymentsUrl": "https://payments.ivytogether.example",
	"theme": {
		"primary": "#7ee0a1",
		"accent": "#c8f5d6",
		"background": "#07110b",
		"surface": "#0f2016",
		"text": "#eefaf2",
		"muted": "#a8c9b4",
		"headingFont": "Candara, sans-serif"
	},
	"locale": "en-GB"
};
var tenants = [
	{
		"tenant": "aurora",
		"site": "AURORA",
		"name": "Aurora Nights",
		"visibility": {
			"paysiteList": true,
			"paymentPage": true
		},
		"standalone": true,
		"tourUrl": "http://aurora.localhost:4321",
		"membersUrl": "http://aurora.localhost:4321"
	},
	{
		"tenant": "blaze",
		"site": "BLAZE",
		"name": "Blaze Studio",
		"visibility": {
			"paysiteList": true,
			"paymentPage": true
		},
		"standalone": true,
		"tourUrl": "http://blaze.localhost:4321",
		"membersUrl": "http://blaze.localhost:4321"
	},
	{
		"tenant": "cinder",
		"site": "CINDER",
		"name": "Cinder Lane",
		"visibility": {
			"paysiteList": true,
			"paymentPage": true
		},
		"standalone": true,
		"tourUrl": "http://cinder.localhost:4321",
		"membersUrl": "http://cinder.localhost:4321"
	},
	{
		"tenant": "dahlia",
		"site": "DAHLIA",
		"name": "Dahlia House",
		"visibility": {
			"paysiteList": true,
			"paymentPage": true
		},
		"standalone": true,
		"tourUrl": "http://dahlia.localhost:4321",
		"membersUrl": "http://dahlia.localhost:4321"
	},
	{
		"tenant": "ember",
		"site": "EMBER",
		"name": "Ember & Ash",
		"visibility": {
			"paysiteList": true,
			"paymentPage": true
		},
		"standalone": true,
		"tourUrl": "http://ember.localhost:4321",
		"membersUrl": "http://ember.localhost:4321"
	},
	{
		"tenant": "fable",
		"site": "FABLE",
		"name": "Fable Reels",
		"visibility": {
			"paysiteList": true,
			"paymentPage": true
		},
		"standalone": true,
		"tourUrl": "http://fable.localhost:4321",
		"membersUrl": "http://fable.localhost:4321"
	},
	{
		"tenant": "garnet",
		"site": "GARNET",
		"name": "Garnet Room",
		"visibility": {
			"paysiteList": true,
			"paymentPage": true
		},
		"standalone": true,
		"tourUrl": "http://garnet.localhost:4321",
		"membersUrl": "http://garnet.localhost:4321"
	},
	{
		"tenant": "halo",
		"site": "HALO",
		"name": "Halo Prestige",
		"visibility": {
			"paysiteList": true,
			"paymentPage": true
		},
		"standalone": true,
		"tourUrl": "http://halo.localhost:4321",
		"membersUrl": "http://halo.localhost:4321"
	},
	{
		"tenant": "ivy",
		"site": "IVY",
		"name": "Ivy Together",
		"visibility": {
			"paysiteList": true,
			"paymentPage": true
		},
		"standalone": true,
		"tourUrl": "http://ivy.localhost:4321",
		"membersUrl": "http://ivy.localhost:4321"
	},
	{
		"tenant": "jade",
		"site": "JADE",
		"name": "Jade Collection",
		"visibility": {
			"paysiteList": false,
			"paymentPage": false
		},
		"standalone": false,
		"tourUrl": "http://jade.localhost:4321",
		"membersUrl": "http://jade.localhost:4321"
	}
];
export { tenants as n, tenant as t };
