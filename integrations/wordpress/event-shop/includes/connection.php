<?php
/**
 * "Check the connection": the server asks {apiBase}/get-data for the shop's data as a visitor's
 * browser does (docs/embed-contract.md §4) and the settings page says what came back.
 *
 * @package Event_Shop
 */

defined( 'ABSPATH' ) || exit;

/**
 * The address of an API call: a path base is taken on this site's origin, as a browser does.
 *
 * @param string $api_base The API base, such as /shop-api or https://backend.example/api.
 * @param string $action   The call, such as get-data.
 * @return string
 */
function event_shop_api_url( $api_base, $action ) {
	if ( '/' === substr( $api_base, 0, 1 ) ) {
		$home     = wp_parse_url( home_url() );
		$origin   = ( $home['scheme'] ?? 'http' ) . '://' . ( $home['host'] ?? 'localhost' ) . ( isset( $home['port'] ) ? ':' . $home['port'] : '' );
		$api_base = $origin . $api_base;
	}
	return rtrim( $api_base, '/' ) . '/' . $action;
}

/**
 * The admin-post.php action of the form: checks, keeps the result for the user a few minutes, and
 * goes back to the settings page, which shows it.
 */
function event_shop_handle_check() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to check the shop\'s connection.', 'event-shop' ), 403 );
	}
	check_admin_referer( 'event_shop_check' );
	$settings = event_shop_get_settings();
	$url      = event_shop_api_url( (string) $settings['apiBase'], 'get-data' );
	$response = wp_remote_post(
		$url,
		array(
			'timeout'             => 10,
			'redirection'         => 3,
			'limit_response_size' => 5 * MB_IN_BYTES,
			'headers'             => array(
				'Content-Type'     => 'application/json',
				'Accept'           => 'application/json',
				'X-Requested-With' => 'XMLHttpRequest',
			),
			'body'                => '{"token":null}',
		)
	);
	$result   = array_merge( event_shop_describe_response( $response ), array( 'url' => $url ) );
	set_transient( 'event_shop_check_' . get_current_user_id(), $result, 5 * MINUTE_IN_SECONDS );
	wp_safe_redirect( admin_url( 'options-general.php?page=event-shop' ) );
	exit;
}
add_action( 'admin_post_event_shop_check', 'event_shop_handle_check' );

/**
 * What an answer to /get-data says about the connection.
 *
 * @param array|WP_Error $response The answer of wp_remote_post().
 * @return array{type: string, message: string} type: success, warning or error.
 */
function event_shop_describe_response( $response ) {
	if ( is_wp_error( $response ) ) {
		return array(
			'type'    => 'error',
			/* translators: %s: the reason, such as "cURL error 6: Could not resolve host". */
			'message' => sprintf( __( 'could not be reached: %s', 'event-shop' ), $response->get_error_message() ),
		);
	}
	$status  = (int) wp_remote_retrieve_response_code( $response );
	$body    = (string) wp_remote_retrieve_body( $response );
	$data    = json_decode( $body, true );
	$waiting = is_array( $data ) && ! empty( $data['cfWaitingRoom']['inWaitingRoom'] );
	if ( 429 === $status || 503 === $status || $waiting ) {
		$retry = wp_remote_retrieve_header( $response, 'retry-after' );
		$retry = trim( is_array( $retry ) ? (string) end( $retry ) : (string) $retry );
		if ( ctype_digit( $retry ) ) {
			/* translators: %s: a number of seconds. */
			$retry = sprintf( _n( '%s second', '%s seconds', (int) $retry, 'event-shop' ), number_format_i18n( (int) $retry ) );
		}
		return array(
			'type'    => 'warning',
			'message' => '' === $retry
				/* translators: %d: an HTTP status, such as 503. */
				? sprintf( __( 'is busy (HTTP %d): it sheds load, and the shop waits and tries again by itself. Check again later.', 'event-shop' ), $status )
				/* translators: 1: an HTTP status, such as 503; 2: the Retry-After header: seconds, such as "30 seconds", or a date. */
				: sprintf( __( 'is busy (HTTP %1$d) and asks to try again after %2$s (Retry-After): the shop waits and tries again by itself. Check again later.', 'event-shop' ), $status, $retry ),
		);
	}
	if ( $status < 200 || $status > 299 ) {
		$excerpt = trim( (string) preg_replace( '/\s+/', ' ', wp_strip_all_tags( $body ) ) );
		return array(
			'type'    => 'error',
			/* translators: 1: an HTTP status, such as 404; 2: its reason, such as "Not Found"; 3: the start of the answer. */
			'message' => sprintf( __( 'answered HTTP %1$d %2$s: %3$s', 'event-shop' ), $status, wp_remote_retrieve_response_message( $response ), wp_html_excerpt( $excerpt, 200, '…' ) ),
		);
	}
	if ( ! is_array( $data ) ) {
		return array(
			'type'    => 'error',
			'message' => __( 'answered, but not with JSON: is the API base the address of the shop\'s backend (and not, say, a page of this site)?', 'event-shop' ),
		);
	}
	$products    = $data['data']['products'] ?? null;
	$merchandise = $data['data']['merchandise'] ?? null;
	if ( ! is_array( $products ) || ! is_array( $merchandise ) ) {
		return array(
			'type'    => 'warning',
			'message' => __( 'answered with JSON, but without the lists data.products and data.merchandise that /get-data gives.', 'event-shop' ),
		);
	}
	return array(
		'type'    => 'success',
		'message' => sprintf(
			/* translators: 1: a number of products, such as "12 products"; 2: of merchandise, such as "3 merchandise items". */
			__( 'works: %1$s, %2$s.', 'event-shop' ),
			/* translators: %s: a number. */
			sprintf( _n( '%s product', '%s products', count( $products ), 'event-shop' ), number_format_i18n( count( $products ) ) ),
			/* translators: %s: a number. */
			sprintf( _n( '%s merchandise item', '%s merchandise items', count( $merchandise ), 'event-shop' ), number_format_i18n( count( $merchandise ) ) )
		),
	);
}

/**
 * Shows the last check's result on the settings page, once.
 */
function event_shop_render_check_result() {
	$key    = 'event_shop_check_' . get_current_user_id();
	$result = get_transient( $key );
	if ( ! is_array( $result ) || ! isset( $result['type'], $result['message'], $result['url'] ) ) {
		return;
	}
	delete_transient( $key );
	$type = in_array( $result['type'], array( 'success', 'warning', 'error' ), true ) ? $result['type'] : 'error';
	echo '<div class="notice notice-' . esc_attr( $type ) . ' is-dismissible"><p><strong>' . esc_html__( 'Check the connection', 'event-shop' ) . '</strong>: ';
	echo '<code>POST ' . esc_html( $result['url'] ) . '</code> ' . esc_html( $result['message'] ) . '</p></div>';
}
