<?php
/**
 * Unit checks of the plugin's own logic, without a WordPress site: `php unit.php [WordPress folder]`.
 * Run by test/node/wordpress-plugin.test.mjs. With a WordPress folder (Debian's is /usr/share/wordpress),
 * WordPress's own hooks, formatting (wpautop, esc_*), shortcodes and WP_Error are loaded and the
 * shortcode's output goes through the_content's wpautop → shortcode_unautop → do_shortcode; without
 * one, small stand-ins take their place. Prints one line per failed check, then "ok N" or "FAILED N".
 *
 * @package Event_Shop
 */

$event_shop_wp = $argv[1] ?? '';
define( 'ABSPATH', '' === $event_shop_wp ? __DIR__ . '/' : rtrim( $event_shop_wp, '/' ) . '/' );
define( 'WPINC', 'wp-includes' );
define( 'MINUTE_IN_SECONDS', 60 );
define( 'MB_IN_BYTES', 1048576 );
if ( '' !== $event_shop_wp ) {
	foreach ( array( 'compat.php', 'plugin.php', 'class-wp-error.php', 'load.php', 'formatting.php', 'shortcodes.php', 'http.php', 'kses.php' ) as $event_shop_file ) {
		require_once ABSPATH . WPINC . '/' . $event_shop_file;
	}
}
require_once __DIR__ . '/stubs.php';

// The plugin, in a folder of its own with a few bundle files (the assets/ of a release zip).
$event_shop_dir = sys_get_temp_dir() . '/event-shop-unit-' . getmypid() . '/';
define( 'EVENT_SHOP_VERSION', '0.1.0' );
define( 'EVENT_SHOP_FILE', $event_shop_dir . 'event-shop.php' );
define( 'EVENT_SHOP_DIR', $event_shop_dir );
define( 'EVENT_SHOP_OPTION', 'event_shop_settings' );
mkdir( $event_shop_dir . 'assets', 0777, true );
$event_shop_hash = 'sha384-' . str_repeat( 'A', 64 );
file_put_contents( $event_shop_dir . 'assets/event-shop.js', '/* en */' );
file_put_contents( $event_shop_dir . 'assets/event-shop.nl.js', '/* nl */' );
file_put_contents( $event_shop_dir . 'assets/integrity.json', json_encode( array( 'event-shop.js' => $event_shop_hash, 'event-shop.nl.js' => $event_shop_hash, 'event-shop.de.js' => 'md5-nonsense' ) ) );
register_shutdown_function(
	function () use ( $event_shop_dir ) {
		array_map( 'unlink', glob( $event_shop_dir . 'assets/*' ) );
		rmdir( $event_shop_dir . 'assets' );
		rmdir( $event_shop_dir );
	}
);
foreach ( array( 'settings', 'assets', 'theme', 'render', 'connection' ) as $event_shop_file ) {
	require_once __DIR__ . '/../event-shop/includes/' . $event_shop_file . '.php';
}

/**
 * Compares, and prints what differs.
 *
 * @param string $what     The check.
 * @param mixed  $expected The value expected.
 * @param mixed  $actual   The value.
 */
function event_shop_test_same( $what, $expected, $actual ) {
	event_shop_test_count( $expected === $actual );
	if ( $expected !== $actual ) {
		echo 'not ok: ' . $what . ': expected ' . var_export( $expected, true ) . ', got ' . var_export( $actual, true ) . "\n";
	}
}

/**
 * Counts the checks and the failed ones.
 *
 * @param bool|null $passed Whether a check passed; null to read the counts.
 * @return int[] Checks, failed.
 */
function event_shop_test_count( $passed = null ) {
	static $counts = array( 0, 0 );
	if ( null !== $passed ) {
		$counts[0]++;
		$counts[1] += $passed ? 0 : 1;
	}
	return $counts;
}

// The language file of the site's locale.
foreach ( array(
	'nl_NL'        => 'nl',
	'nl_BE'        => 'nl',
	'pt_BR'        => 'pt',
	'pt_PT_ao90'   => 'pt',
	'de_DE_formal' => 'de',
	'de_CH'        => 'de',
	'ar'           => 'ar',
	'en_US'        => '',
	'en_GB'        => '',
	'ja'           => '',
	'fy'           => '',
	''             => '',
) as $event_shop_locale => $event_shop_language ) {
	event_shop_test_same( "language of $event_shop_locale", $event_shop_language, event_shop_language_of_locale( $event_shop_locale ) );
}
foreach ( array(
	'nl_NL'        => 'nl-NL',
	'de_DE_formal' => 'de-DE',
	'pt_PT_ao90'   => 'pt-PT',
	'es_419'       => 'es-419',
	'ca'           => 'ca',
	'en_US'        => 'en-US',
	'bogus!'       => 'en',
) as $event_shop_locale => $event_shop_tag ) {
	event_shop_test_same( "BCP 47 tag of $event_shop_locale", $event_shop_tag, event_shop_bcp47( $event_shop_locale ) );
}
$event_shop_defaults = event_shop_default_settings();
foreach ( array(
	array( 'nl_NL', '', 'event-shop.nl.js' ),
	array( 'fr_FR', '', 'event-shop.js' ),
	array( 'en_US', '', 'event-shop.js' ),
	array( 'nl_NL', 'en', 'event-shop.js' ),
	array( 'en_US', 'nl', 'event-shop.nl.js' ),
	array( 'en_US', 'de', 'event-shop.js' ),
) as $event_shop_case ) {
	event_shop_test_stub( 'locale', $event_shop_case[0] );
	event_shop_test_same(
		"file of locale {$event_shop_case[0]}, language setting '{$event_shop_case[1]}' (no de file, a bad de hash)",
		$event_shop_case[2],
		event_shop_script_file( array( 'language' => $event_shop_case[1] ) + $event_shop_defaults )
	);
}
event_shop_test_stub( 'locale', 'en_US' );

// The theme's values: only the safe shapes pass.
foreach ( array(
	array( 'var:preset|color|contrast', 'color', 'var(--wp--preset--color--contrast)' ),
	array( 'var:preset|font-family|system-font', 'font', 'var(--wp--preset--font-family--system-font)' ),
	array( 'var(--wp--preset--color--vivid-red)', 'color', 'var(--wp--preset--color--vivid-red)' ),
	array( '#1a2B3c', 'color', '#1a2B3c' ),
	array( '#fff', 'color', '#fff' ),
	array( 'rgb(10, 20, 30)', 'color', 'rgb(10, 20, 30)' ),
	array( 'hsl(210deg 50% 40% / 0.5)', 'color', 'hsl(210deg 50% 40% / 0.5)' ),
	array( '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif', 'font', '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif' ),
	array( "'Source Serif Pro', serif", 'font', "'Source Serif Pro', serif" ),
	array( '4px', 'length', '4px' ),
	array( 'red;} body{display:none', 'color', '' ),
	array( '#fff;}</style><script>alert(1)</script>', 'color', '' ),
	array( 'var(--wp--preset--color--x);color:red', 'color', '' ),
	array( 'var:preset|color|x);}', 'color', '' ),
	array( 'url(javascript:alert(1))', 'color', '' ),
	array( 'expression(alert(1))', 'color', '' ),
	array( 'rgb(1,2,3)) }', 'color', '' ),
	array( '"Unclosed, serif', 'font', '' ),
	array( 'Foo; color: red', 'font', '' ),
	array( 'Foo</style>', 'font', '' ),
	array( '', 'font', '' ),
	array( array( 'ref' => 'styles.color.text' ), 'color', '' ),
	array( null, 'color', '' ),
) as $event_shop_case ) {
	event_shop_test_same( 'theme value ' . wp_json_encode( $event_shop_case[0] ), $event_shop_case[2], event_shop_theme_value( $event_shop_case[0], $event_shop_case[1] ) );
}

// The text and link colours: set only when opaque and readable on white (4.5:1), a preset judged by the
// palette's value (custom over theme over default) but kept in its var() form.
event_shop_test_same( 'contrast of black on white', '21.00', sprintf( '%.2f', event_shop_contrast_on_white( array( 0, 0, 0 ) ) ) );
event_shop_test_same( 'contrast of #767676 on white', '4.54', sprintf( '%.2f', event_shop_contrast_on_white( array( 118, 118, 118 ) ) ) );
event_shop_test_same( 'contrast of #777777 on white', '4.48', sprintf( '%.2f', event_shop_contrast_on_white( array( 119, 119, 119 ) ) ) );
event_shop_test_same( 'contrast of lime #cdf261 on white', '1.28', sprintf( '%.2f', event_shop_contrast_on_white( array( 205, 242, 97 ) ) ) );
/**
 * A palette entry.
 *
 * @param string $slug  The slug.
 * @param string $color The colour.
 * @return array
 */
function event_shop_test_preset( $slug, $color ) {
	return array(
		'slug'  => $slug,
		'color' => $color,
		'name'  => ucfirst( $slug ),
	);
}
event_shop_test_stub(
	'global_settings',
	array(
		'color'      => array(
			'palette' => array(
				// Twenty Twenty-Three's.
				'theme'   => array(
					event_shop_test_preset( 'base', '#ffffff' ),
					event_shop_test_preset( 'contrast', '#000000' ),
					event_shop_test_preset( 'primary', '#9DFF20' ),
					event_shop_test_preset( 'secondary', '#345C00' ),
					event_shop_test_preset( 'tertiary', '#F6F6F6' ),
					event_shop_test_preset( 'lime', '#cdf261' ),
					event_shop_test_preset( 'accent', '#0a4b78' ),
					event_shop_test_preset( 'hue', 'hsl(210, 50%, 20%)' ),
				),
				'default' => array(
					event_shop_test_preset( 'accent', '#cdf261' ),
					event_shop_test_preset( 'vivid-red', '#cf2e2e' ),
					event_shop_test_preset( 'primary', '#000000' ),
				),
				'custom'  => array(
					event_shop_test_preset( 'primary', '#1a4548' ),
					event_shop_test_preset( 'secondary', '#cdf261' ),
					array( 'slug' => 'broken' ),
				),
			),
		),
		'typography' => array(),
	)
);
event_shop_test_stub(
	'global_styles',
	array(
		'typography' => array( 'fontFamily' => 'var:preset|font-family|dm-sans' ),
		'color'      => array(
			'background' => 'var:preset|color|base',
			'text'       => 'var:preset|color|contrast',
		),
		'elements'   => array( 'link' => array( 'color' => array( 'text' => 'var:preset|color|contrast' ) ) ),
	)
);
event_shop_test_same(
	'the rule of Twenty Twenty-Three: contrast (#000000) on base (#ffffff)',
	'[data-event-shop]{--event-shop-font:var(--wp--preset--font-family--dm-sans);--event-shop-text:var(--wp--preset--color--contrast);--event-shop-accent:var(--wp--preset--color--contrast)}',
	event_shop_theme_css( event_shop_theme_properties() )
);
foreach ( array(
	array( 'var:preset|color|contrast', 'var(--wp--preset--color--contrast)' ),
	array( 'var(--wp--preset--color--contrast)', 'var(--wp--preset--color--contrast)' ),
	array( 'var:preset|color|base', null ),
	array( 'var:preset|color|lime', null ),
	array( '#cdf261', null ),
	array( '#CDF261', null ),
	array( '#767676', '#767676' ),
	array( '#777777', null ),
	array( '#777', null ),
	array( '#000', '#000' ),
	array( '#000f', '#000f' ),
	array( '#0008', null ),
	array( '#1a4548', '#1a4548' ),
	array( '#1a4548ff', '#1a4548ff' ),
	array( '#1a454880', null ),
	array( 'rgb(0, 80, 60)', 'rgb(0, 80, 60)' ),
	array( 'rgb(0 80 60)', 'rgb(0 80 60)' ),
	array( 'rgba(0, 80, 60, 1)', 'rgba(0, 80, 60, 1)' ),
	array( 'rgba(0, 80, 60, 0.5)', null ),
	array( 'rgb(0 80 60 / 50%)', null ),
	array( 'rgb(0 80 60 / 100%)', 'rgb(0 80 60 / 100%)' ),
	array( 'rgb(205, 242, 97)', null ),
	array( 'rgb(0%, 30%, 20%)', null ),
	array( 'rgb(0, 80 60)', null ),
	array( 'hsl(210, 50%, 20%)', null ),
	array( 'var:preset|color|hue', null ),
	array( 'var:preset|color|missing', null ),
	array( 'var(--wp--preset--color--missing)', null ),
	array( 'var:preset|color|broken', null ),
	array( 'var:custom|color|link', null ),
	array( 'var:preset|color|vivid-red', 'var(--wp--preset--color--vivid-red)' ),
	array( 'var:preset|color|primary', 'var(--wp--preset--color--primary)' ),
	array( 'var:preset|color|secondary', null ),
	array( 'var:preset|color|accent', 'var(--wp--preset--color--accent)' ),
) as $event_shop_case ) {
	event_shop_test_stub( 'global_styles', array( 'elements' => array( 'link' => array( 'color' => array( 'text' => $event_shop_case[0] ) ) ) ) );
	event_shop_test_same( 'the accent of a link colour ' . $event_shop_case[0], $event_shop_case[1], event_shop_theme_properties()['--event-shop-accent'] ?? null );
}
event_shop_test_stub(
	'global_styles',
	array(
		'typography' => array( 'fontFamily' => 'var:preset|font-family|dm-sans' ),
		'color'      => array( 'text' => 'var:preset|color|secondary' ),
		'elements'   => array( 'link' => array( 'color' => array( 'text' => '#cdf261' ) ) ),
	)
);
event_shop_test_same( 'a pale style variation: the font only', array( '--event-shop-font' => 'var(--wp--preset--font-family--dm-sans)' ), event_shop_theme_properties() );
event_shop_test_stub( 'global_settings', array( 'typography' => array( 'fluid' => true ) ) );
event_shop_test_stub( 'global_styles', array( 'color' => array( 'text' => 'var:preset|color|contrast' ) ) );
event_shop_test_same( 'no palette: no preset is judged readable', array(), event_shop_theme_properties() );
event_shop_test_stub( 'global_settings', array( 'color' => array( 'palette' => array( 'theme' => array( event_shop_test_preset( 'primary', '#0a4b78' ) ) ) ) ) );
event_shop_test_stub(
	'global_styles',
	array(
		'typography' => array( 'fontFamily' => 'var:preset|font-family|body' ),
		'color'      => array( 'text' => '#111111' ),
		'elements'   => array( 'link' => array( 'color' => array( 'text' => 'var:preset|color|primary' ) ) ),
	)
);
event_shop_test_same( 'the rule of a block theme', '[data-event-shop]{--event-shop-font:var(--wp--preset--font-family--body);--event-shop-text:#111111;--event-shop-accent:var(--wp--preset--color--primary)}', event_shop_theme_css( event_shop_theme_properties() ) );
event_shop_test_stub( 'global_styles', array( 'color' => array( 'text' => '#111' ) ) );
event_shop_test_same( 'no accent without a link colour', array( '--event-shop-text' => '#111' ), event_shop_theme_properties() );
event_shop_test_stub( 'global_styles', array( 'elements' => array( 'link' => array( 'typography' => array( 'textDecoration' => 'underline' ) ) ) ) );
event_shop_test_same( 'a classic theme (core styles only) sets nothing', '', event_shop_theme_css( event_shop_theme_properties() ) );
add_filter(
	'event_shop_theme_properties',
	function ( $properties ) {
		return $properties + array(
			'--event-shop-radius' => '6px',
			'--event-shop-accent' => 'red}body{color:red',
			'color'               => 'red',
		);
	}
);
event_shop_test_same( "the filter's values are checked too", array( '--event-shop-radius' => '6px' ), event_shop_theme_properties() );
add_filter(
	'event_shop_theme_properties',
	function ( $properties ) {
		return array( '--event-shop-accent' => '#cdf261' ) + $properties;
	}
);
event_shop_test_stub( 'global_styles', array( 'elements' => array( 'link' => array( 'color' => array( 'text' => '#cdf261' ) ) ) ) );
event_shop_test_same(
	"the filter's colours are taken unjudged",
	array(
		'--event-shop-accent' => '#cdf261',
		'--event-shop-radius' => '6px',
	),
	event_shop_theme_properties()
);

// The script tag: integrity and crossorigin, defer once.
$event_shop_src = 'https://site.example/wp-content/plugins/event-shop/assets/event-shop.js?ver=0.1.0';
event_shop_test_same(
	'the tag of WordPress 6.1',
	"<script src='$event_shop_src' id='event-shop-js' defer integrity=\"$event_shop_hash\" crossorigin=\"anonymous\"></script>\n",
	event_shop_script_loader_tag( "<script src='$event_shop_src' id='event-shop-js'></script>\n", 'event-shop', $event_shop_src )
);
event_shop_test_same(
	'the tag of WordPress 6.3 (defer already there)',
	"<script src=\"$event_shop_src\" id=\"event-shop-js\" defer data-wp-strategy=\"defer\" integrity=\"$event_shop_hash\" crossorigin=\"anonymous\"></script>\n",
	event_shop_script_loader_tag( "<script src=\"$event_shop_src\" id=\"event-shop-js\" defer data-wp-strategy=\"defer\"></script>\n", 'event-shop', $event_shop_src )
);
event_shop_test_same( 'other handles are left alone', '<script src="x.js"></script>', event_shop_script_loader_tag( '<script src="x.js"></script>', 'other', 'x.js' ) );

// The placeholders.
event_shop_test_same( 'nothing enqueued before a placeholder', array(), event_shop_test_stub( 'enqueued' ) );
event_shop_test_same( 'no config printed before a placeholder', false, event_shop_on_page() );
event_shop_test_same( 'the shortcode without attributes', '<div data-event-shop="app"></div>', event_shop_shortcode( '' ) );
event_shop_test_same( 'the shortcode of a part', '<div data-event-shop="view"></div>', event_shop_shortcode( array( 'part' => ' View ' ) ) );
event_shop_test_same( 'the shortcode of an unknown part', '<!-- event-shop: unknown part -->', event_shop_shortcode( array( 'part' => '"><script>' ) ) );
event_shop_test_same( 'the block', '<div class="wp-block-event-shop-shop alignwide" data-event-shop="cart"></div>', event_shop_render_block( array( 'part' => 'cart' ) ) );
event_shop_test_same( 'the block of an unknown part', '<!-- event-shop: unknown part -->', event_shop_render_block( array( 'part' => 'main' ) ) );
event_shop_test_same( 'the script, once, deferred in the footer', array( array( 'event-shop', 'https://site.example/wp-content/plugins/event-shop/assets/event-shop.js', '0.1.0', true ) ), event_shop_test_stub( 'enqueued' ) );
event_shop_test_same( 'the page shows the shop', true, event_shop_on_page() );
if ( function_exists( 'wpautop' ) ) {
	// the_content's filters of wp-includes/default-filters.php, and the plugin's.
	add_filter( 'the_content', 'wpautop' );
	add_filter( 'the_content', 'shortcode_unautop' );
	add_filter( 'the_content', 'do_shortcode', 11 );
	$event_shop_html = apply_filters( 'the_content', "Tickets for the summer.\n\n[event_shop part=\"header\"]\n[event_shop part=\"view\"]\n\n[event_shop part=\"footer\"]\n\nSee you there." );
	event_shop_test_same( 'wpautop leaves the placeholders whole', 3, preg_match_all( '#^<div data-event-shop="(header|view|footer)"></div>$#m', $event_shop_html ) );
	event_shop_test_same( 'no paragraph or line break around them: ' . $event_shop_html, 0, preg_match( '#<p>\s*<div|</div>\s*</p>|<br#', $event_shop_html ) );
}

// The config: the fields over "More config", only those with a value, nothing that ends the tag.
$event_shop_settings = array(
	'currency'       => 'EUR',
	'countries'      => array( 'NL', 'BE' ),
	'contactAddress' => '',
	'logoUrl'        => '',
	'queueIt'        => false,
	'moreConfig'     => '{"currency": "USD", "logoUrl": "/logo.png", "social": {}, "texts": {"faqs": "</script><script>alert(1)</script>"}}',
) + $event_shop_defaults;
$event_shop_config   = event_shop_config( $event_shop_settings );
event_shop_test_same( 'the fields win', 'EUR', $event_shop_config['currency'] );
event_shop_test_same( 'more config fills what the fields leave empty', '/logo.png', $event_shop_config['logoUrl'] );
event_shop_test_same( 'empty optional fields are left out', false, array_key_exists( 'contactAddress', $event_shop_config ) || array_key_exists( 'siteBase', $event_shop_config ) );
event_shop_test_same( 'the locale from the site', 'en-US', $event_shop_config['locale'] );
$event_shop_json = event_shop_config_json( $event_shop_config );
event_shop_test_same( 'nothing in the JSON ends the script tag', false, stripos( $event_shop_json, '</script' ) );
event_shop_test_same( 'an empty object stays one', true, false !== strpos( $event_shop_json, '"social":{}' ) );
event_shop_test_same( 'countries are a list', true, false !== strpos( $event_shop_json, '"countries":["NL","BE"]' ) );
event_shop_test_same( 'the JSON reads back', '</script><script>alert(1)</script>', json_decode( $event_shop_json, true )['texts']['faqs'] );

// The sanitize callback: a bad field keeps its value, the good ones are saved.
event_shop_test_stub( 'option', array( 'currency' => 'GBP' ) + $event_shop_defaults );
$event_shop_saved = event_shop_sanitize_settings(
	array(
		'apiBase'    => 'javascript:alert(1)',
		'currency'   => 'euro',
		'timezone'   => 'Europe/Dublin',
		'countries'  => 'nl, be de',
		'moreConfig' => '{"ageRanges": ',
		'queueIt'    => '1',
		'shopActive' => '0',
	)
);
event_shop_test_same( 'a bad API base keeps the old one', '/shop-api', $event_shop_saved['apiBase'] );
event_shop_test_same( 'a bad currency keeps the old one', 'GBP', $event_shop_saved['currency'] );
event_shop_test_same( 'a good time zone is saved', 'Europe/Dublin', $event_shop_saved['timezone'] );
event_shop_test_same( 'countries are read from a list', array( 'NL', 'BE', 'DE' ), $event_shop_saved['countries'] );
event_shop_test_same( 'bad JSON keeps the old value', '', $event_shop_saved['moreConfig'] );
event_shop_test_same( 'checkboxes are booleans', array( true, false ), array( $event_shop_saved['queueIt'], $event_shop_saved['shopActive'] ) );
event_shop_test_same( 'each bad field is reported', array( 'event-shop-apiBase', 'event-shop-currency', 'event-shop-moreConfig' ), array_column( event_shop_test_stub( 'errors' ), 'code' ) );
event_shop_test_same( 'the JSON error is named', true, false !== strpos( array_column( event_shop_test_stub( 'errors' ), 'message' )[2], 'Syntax error' ) );
event_shop_test_same( 'the API base may be a full URL', 'https://backend.example/api', event_shop_validate_setting( 'apiBase', ' https://backend.example/api ' ) );
event_shop_test_same( 'a protocol-relative API base is refused', true, is_wp_error( event_shop_validate_setting( 'apiBase', '//evil.example/api' ) ) );
event_shop_test_same( 'bad country codes are refused', true, is_wp_error( event_shop_validate_setting( 'countries', 'NL, Netherlands' ) ) );
event_shop_test_same( 'at least one country', true, is_wp_error( event_shop_validate_setting( 'countries', ' , ' ) ) );
event_shop_test_same( 'a JSON list is not an object', true, is_wp_error( event_shop_validate_setting( 'moreConfig', '[1, 2]' ) ) );
event_shop_test_same( 'a path API base is called on the site', 'https://site.example/shop-api/get-data', event_shop_api_url( '/shop-api/', 'get-data' ) );

// What the connection check says.
event_shop_test_same( 'works', 'works: 2 products, 1 merchandise item.', event_shop_describe_response( event_shop_test_response( 200, '{"data":{"products":[{},{}],"merchandise":[{}]}}' ) )['message'] );
event_shop_test_same( 'busy', array( 'warning', 'is busy (HTTP 503) and asks to try again after 30 seconds (Retry-After): the shop waits and tries again by itself. Check again later.' ), array_values( event_shop_describe_response( event_shop_test_response( 503, 'busy', array( 'retry-after' => '30' ) ) ) ) );
event_shop_test_same( 'a waiting room', 'warning', event_shop_describe_response( event_shop_test_response( 200, '{"cfWaitingRoom":{"inWaitingRoom":true}}' ) )['type'] );
event_shop_test_same( 'not JSON', 'error', event_shop_describe_response( event_shop_test_response( 200, '<!doctype html><p>A page' ) )['type'] );
event_shop_test_same( 'an error status', 'answered HTTP 404 Not Found: Nothing here', event_shop_describe_response( event_shop_test_response( 404, '<h1>Nothing here</h1>' ) )['message'] );
event_shop_test_same( 'unreachable', 'could not be reached: no route', event_shop_describe_response( new WP_Error( 'http_request_failed', 'no route' ) )['message'] );

list( $event_shop_checks, $event_shop_failed ) = event_shop_test_count();
echo ( $event_shop_failed ? "FAILED $event_shop_failed of" : 'ok' ) . " $event_shop_checks\n";
exit( $event_shop_failed ? 1 : 0 );
