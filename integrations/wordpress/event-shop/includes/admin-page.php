<?php
/**
 * Settings → Event Shop: the fields of the option (Settings API), the connection check's form and
 * result, the usage of the block and shortcode, and a preview of the config a page gets.
 *
 * @package Event_Shop
 */

defined( 'ABSPATH' ) || exit;

/**
 * Adds Settings → Event Shop, for those who manage options.
 */
function event_shop_admin_menu() {
	add_options_page(
		__( 'Event Shop', 'event-shop' ),
		__( 'Event Shop', 'event-shop' ),
		'manage_options',
		'event-shop',
		'event_shop_render_settings_page'
	);
}
add_action( 'admin_menu', 'event_shop_admin_menu' );

/**
 * A "Settings" link beside the plugin's Deactivate link on the Plugins page.
 *
 * @param string[] $links The plugin's action links.
 * @return string[]
 */
function event_shop_action_links( $links ) {
	$url = admin_url( 'options-general.php?page=event-shop' );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'event-shop' ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . plugin_basename( EVENT_SHOP_FILE ), 'event_shop_action_links' );

/**
 * The settings page's sections.
 *
 * @return array<string, string> Section → title.
 */
function event_shop_setting_sections() {
	return array(
		'backend' => __( 'Backend', 'event-shop' ),
		'shop'    => __( 'Shop', 'event-shop' ),
		'contact' => __( 'Contact and images', 'event-shop' ),
		'more'    => __( 'Appearance and more', 'event-shop' ),
	);
}

/**
 * The settings page's fields: setting → section, label, kind of input and description.
 *
 * @return array<string, array{0: string, 1: string, 2: string, 3: string}>
 */
function event_shop_setting_fields() {
	return array(
		'apiBase'           => array( 'backend', __( 'API base', 'event-shop' ), 'text', __( 'Where your shop backend answers: a path on this site, such as /shop-api, that your web server passes on to the backend, or the backend\'s own https:// address (which must then allow this site by CORS).', 'event-shop' ) ),
		'siteBase'          => array( 'backend', __( 'Site base for downloads', 'event-shop' ), 'text', __( 'Base of the ticket and invoice download links (.../download-ticket/..., .../download-invoice/...). Empty: the root of this site.', 'event-shop' ) ),
		'currency'          => array( 'shop', __( 'Currency', 'event-shop' ), 'text', __( 'The ISO 4217 code of the prices, such as EUR.', 'event-shop' ) ),
		'timezone'          => array( 'shop', __( 'Time zone', 'event-shop' ), 'timezone', __( 'The time zone of the shop\'s dates (a ticket shows its event\'s own).', 'event-shop' ) ),
		'countries'         => array( 'shop', __( 'Countries', 'event-shop' ), 'text', __( 'The countries a customer can choose, by two-letter ISO 3166 code, separated by spaces or commas, such as NL BE DE. The shop names them in its language.', 'event-shop' ) ),
		'language'          => array( 'shop', __( 'Language', 'event-shop' ), 'language', __( 'The language of the shop\'s texts. Automatic: the site\'s language when the shop speaks it, else English.', 'event-shop' ) ),
		'locale'            => array( 'shop', __( 'Number and date format', 'event-shop' ), 'locale', __( 'A BCP 47 tag, such as nl-NL, for how prices, numbers and dates are written. Empty: from the site language.', 'event-shop' ) ),
		'shopActive'        => array( 'shop', __( 'Shop active', 'event-shop' ), 'checkbox', __( 'Sell tickets and merchandise (off: the shop says it is under construction).', 'event-shop' ) ),
		'merchandiseActive' => array( 'shop', __( 'Merchandise active', 'event-shop' ), 'checkbox', __( 'Show and sell merchandise.', 'event-shop' ) ),
		'queueIt'           => array( 'shop', __( 'Queue-it', 'event-shop' ), 'checkbox', __( 'A Queue-it waiting room stands in front of the backend: the shop speaks its AJAX protocol.', 'event-shop' ) ),
		'paymentGateway'    => array( 'shop', __( 'Payment gateway', 'event-shop' ), 'text', __( 'The name of the payment gateway whose badges the footer shows. Optional.', 'event-shop' ) ),
		'contactEmail'      => array( 'contact', __( 'Contact e-mail', 'event-shop' ), 'email', __( 'Shown in the shop\'s footer. Optional.', 'event-shop' ) ),
		'contactAddress'    => array( 'contact', __( 'Contact address', 'event-shop' ), 'textarea', __( 'Shown in the shop\'s footer. Optional.', 'event-shop' ) ),
		'websiteUrl'        => array( 'contact', __( 'Website', 'event-shop' ), 'url', __( 'The address of your website, linked from the shop. Optional.', 'event-shop' ) ),
		'logoUrl'           => array( 'contact', __( 'Logo', 'event-shop' ), 'url', __( 'The address of the logo image the shop\'s header shows (http or https). Optional.', 'event-shop' ) ),
		'bannerUrl'         => array( 'contact', __( 'Banner', 'event-shop' ), 'url', __( 'The address of the banner image of the shop\'s header (http or https). Optional.', 'event-shop' ) ),
		'themeStyles'       => array( 'more', __( 'Theme', 'event-shop' ), 'checkbox', __( 'Use the theme\'s fonts and colours (from its theme.json) in the shop.', 'event-shop' ) ),
		'moreConfig'        => array( 'more', __( 'More config (JSON)', 'event-shop' ), 'json', __( 'Any other config key, as a JSON object, such as {"ageRanges": {"adult": "Adult"}, "texts": {"ticketsHeading": "Tickets"}} (ageRanges, eventSettings, addressLines, texts, social and more). The fields above win over the same keys here.', 'event-shop' ) ),
	);
}

/**
 * Registers the sections and fields of the settings page.
 */
function event_shop_register_fields() {
	foreach ( event_shop_setting_sections() as $section => $title ) {
		add_settings_section( 'event_shop_' . $section, $title, '__return_false', 'event-shop' );
	}
	foreach ( event_shop_setting_fields() as $key => $field ) {
		add_settings_field(
			'event_shop_' . $key,
			$field[1],
			'event_shop_render_field',
			'event-shop',
			'event_shop_' . $field[0],
			array(
				'label_for'   => 'event-shop-' . $key,
				'key'         => $key,
				'kind'        => $field[2],
				'description' => $field[3],
			)
		);
	}
}
add_action( 'admin_init', 'event_shop_register_fields' );

/**
 * Prints one field's input and its description.
 *
 * @param array<string, string> $args The field (event_shop_register_fields()).
 */
function event_shop_render_field( $args ) {
	$settings = event_shop_get_settings();
	$key      = $args['key'];
	$id       = $args['label_for'];
	$name     = EVENT_SHOP_OPTION . '[' . $key . ']';
	$value    = $settings[ $key ];
	switch ( $args['kind'] ) {
		case 'checkbox':
			echo '<input type="hidden" name="' . esc_attr( $name ) . '" value="0">';
			echo '<label><input type="checkbox" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="1"' . checked( ! empty( $value ), true, false ) . '> ';
			echo esc_html( $args['description'] ) . '</label>';
			return;
		case 'timezone':
			event_shop_render_select( $id, $name, (string) $value, array_combine( timezone_identifiers_list(), timezone_identifiers_list() ) );
			break;
		case 'language':
			$automatic = event_shop_language_of_locale( event_shop_site_locale() );
			$names     = event_shop_languages();
			$options   = array(
				/* translators: %s: the language the site's language gives, such as "Nederlands". */
				''   => sprintf( __( 'Site language (automatic: now %s)', 'event-shop' ), '' === $automatic ? 'English' : $names[ $automatic ] ),
				'en' => 'English',
			);
			event_shop_render_select( $id, $name, (string) $value, $options + $names );
			break;
		case 'textarea':
		case 'json':
			$rows  = 'json' === $args['kind'] ? '8' : '3';
			$class = 'json' === $args['kind'] ? 'large-text code' : 'large-text';
			echo '<textarea id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" rows="' . esc_attr( $rows ) . '" class="' . esc_attr( $class ) . '">' . esc_textarea( (string) $value ) . '</textarea>';
			break;
		default:
			$type        = in_array( $args['kind'], array( 'email', 'url' ), true ) ? $args['kind'] : 'text';
			$text        = is_array( $value ) ? implode( ' ', $value ) : (string) $value;
			$placeholder = 'locale' === $args['kind'] ? event_shop_bcp47( event_shop_site_locale() ) : '';
			echo '<input type="' . esc_attr( $type ) . '" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="' . esc_attr( $text ) . '" placeholder="' . esc_attr( $placeholder ) . '" class="regular-text">';
	}
	echo '<p class="description">' . esc_html( $args['description'] ) . '</p>';
}

/**
 * Prints a select.
 *
 * @param string                $id      The id.
 * @param string                $name    The name.
 * @param string                $value   The value chosen.
 * @param array<string, string> $options Value → label.
 */
function event_shop_render_select( $id, $name, $value, $options ) {
	echo '<select id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '">';
	foreach ( $options as $option => $label ) {
		echo '<option value="' . esc_attr( $option ) . '"' . selected( $value, (string) $option, false ) . '>' . esc_html( $label ) . '</option>';
	}
	echo '</select>';
}

/**
 * The settings page.
 */
function event_shop_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$settings = event_shop_get_settings();
	echo '<div class="wrap">';
	echo '<h1>' . esc_html( get_admin_page_title() ) . '</h1>';
	event_shop_render_check_result();
	event_shop_render_settings_form();
	event_shop_render_check_form( $settings );
	event_shop_render_usage( $settings );
	echo '</div>';
}

/**
 * The settings' form, saved by wp-admin/options.php (its nonce comes from settings_fields()).
 */
function event_shop_render_settings_form() {
	echo '<form method="post" action="' . esc_url( admin_url( 'options.php' ) ) . '">';
	settings_fields( 'event_shop' );
	do_settings_sections( 'event-shop' );
	submit_button();
	echo '</form>';
}

/**
 * The "Check the connection" form, handled by event_shop_handle_check() (includes/connection.php).
 *
 * @param array<string, mixed> $settings The settings.
 */
function event_shop_render_check_form( $settings ) {
	echo '<h2>' . esc_html__( 'Check the connection', 'event-shop' ) . '</h2>';
	echo '<p>' . esc_html(
		sprintf(
			/* translators: %s: an address, such as https://example.com/shop-api/get-data. */
			__( 'Asks %s for the shop\'s data, as a visitor\'s browser does, and says what came back. Save changed settings first.', 'event-shop' ),
			event_shop_api_url( (string) $settings['apiBase'], 'get-data' )
		)
	) . '</p>';
	echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
	echo '<input type="hidden" name="action" value="event_shop_check">';
	wp_nonce_field( 'event_shop_check' );
	submit_button( __( 'Check the connection', 'event-shop' ), 'secondary', 'submit', false );
	echo '</form>';
}

/**
 * How to show the shop, which script a page loads, and the config it prints.
 *
 * @param array<string, mixed> $settings The settings.
 */
function event_shop_render_usage( $settings ) {
	echo '<h2>' . esc_html__( 'Showing the shop', 'event-shop' ) . '</h2>';
	echo '<p>' . esc_html__( 'Add the "Event Shop" block to a page, or the shortcode [event_shop] for the whole shop. A page that places the parts itself uses one block or shortcode per part: [event_shop part="view"], with the parts app, header, nav, view, side, cart, account and footer. Only pages that show the shop load its script and config.', 'event-shop' ) . '</p>';
	if ( event_shop_asset_ready( 'event-shop.js' ) ) {
		/* translators: %s: a file name, such as event-shop.nl.js. */
		echo '<p>' . esc_html( sprintf( __( 'Script: %s, deferred, with its integrity hash.', 'event-shop' ), event_shop_script_file( $settings ) ) ) . '</p>';
	}
	$config  = event_shop_config( $settings );
	$missing = array_diff( array( 'currency', 'timezone', 'countries' ), array_keys( $config ) );
	echo '<h2>' . esc_html__( 'The config a page gets', 'event-shop' ) . '</h2>';
	if ( $missing ) {
		/* translators: %s: config keys, such as "countries". */
		echo '<div class="notice notice-warning inline"><p>' . esc_html( sprintf( __( 'The shop needs %s: until they are set, it shows what is missing instead of the shop.', 'event-shop' ), implode( ', ', $missing ) ) ) . '</p></div>';
	}
	echo '<pre class="code" style="white-space: pre-wrap; max-width: 60em;">' . esc_html( event_shop_config_json( $config, JSON_PRETTY_PRINT ) ) . '</pre>';
}
