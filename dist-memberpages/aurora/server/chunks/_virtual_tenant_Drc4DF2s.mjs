// \0virtual:tenant
var tenant = {
	"tenant": "aurora",
	"site": "AURORA",
	"name": "Aurora Nights",
	"tagline": "Cinematic stories after dark",
	"hosts": [
		"aurora.localhost",
		"auroranights.example",
		"www.auroranights.example"
	],
	"role": "brand",
	"standalone": true,
	"standaloneSites": [],
	"multisitePackages": [
		"multisite2020",
		"multisiteVP",
		"multisite2025"
	],
	"visibility": {
		"paysiteList": true,
		"paymentPage": true
	},
	"features": {
		"showAngels": true,
		"showcasesPage": true,
		"reels": true,
		"curator": true,
		"facetedSearch": true,
		"promotionalVideoTeaserModal": true,
		"healthWarning": [{
			"regionName": "US-TX",
			"enabled": true
		}, {
			"regionName": "US-AL",
			"enabled": true
		}],
		"channels": true,
		"internalChannels": true,
		"channelTrailers": true,
		"expertReview": true,
		"recommendationShelves": [
			"TAG",
			"CHANNELS",
			"VMG",
			"INTERNAL_CHANNELS",
			"INTERNAL_CHANNEL_VIDEO_PAGE",
			"VIDEO_PAGE",
			"RECOMMENDED_VIDEOS"
		]
	},
	"headerFeatures": { "awardsLink": true },
	"paginationListSizes": {
		"small": 3,
		"medium": 4,
		"large": 6
	},
	"api": { "host": "https://api.auroranights.example" },
	"assetsUrlV2": "https://cdn.auroranights.example",
	"publicAssets": "https://static.auroranights.example",
	"membersUrl": "http://aurora.localhost:4321",
	"tourUrl": "http://aurora.localhost:4321",
	"salesPaymentsUrl": "https://payments.auroranights.example",
	"theme": {
		"primary": "#c9a7ff",
		"accent": "#5eead4",
		"background": "#0d0b14",
		"surface": "#1a1626",
		"text": "#f4f1fb",
		"muted": "#b9b2cc",
		"headingFont": "Georgia, serif"
	},
	"locale": "en-US"
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
