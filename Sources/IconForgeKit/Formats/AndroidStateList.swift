import Foundation

/// Android state-list selectors (`<selector>` XML), byte for byte as iconforge has written them.
enum AndroidStateList {
    /// A tab icon: the selected variant while the tab is checked (what `NavigationBarView`
    /// reports) or selected (`TabLayout`), else the unselected one.
    static func tabIcon(_ base: String, resourceType: String) -> Data {
        Data("""
        <?xml version="1.0" encoding="utf-8"?>
        <selector xmlns:android="http://schemas.android.com/apk/res/android">
            <item android:state_checked="true" android:drawable="@\(resourceType)/\(base)_selected"/>
            <item android:state_selected="true" android:drawable="@\(resourceType)/\(base)_selected"/>
            <item android:drawable="@\(resourceType)/\(base)_unselected"/>
        </selector>

        """.utf8)
    }

    /// A button: each state's 9-patch under its condition, the normal state last (the fallback).
    static func button(_ base: String, states: [ButtonState]) -> Data {
        let ordered = states.filter { $0 != .normal } + states.filter { $0 == .normal }
        let items = ordered.map { state -> String in
            let condition = state.androidSelector.map { " \($0)" } ?? ""
            return "    <item\(condition) android:drawable=\"@drawable/\(base)\(state.androidSuffix)\"/>"
        }
        return Data(([
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>",
            "<selector xmlns:android=\"http://schemas.android.com/apk/res/android\">",
        ] + items + ["</selector>"]).joined(separator: "\n").utf8 + [10])
    }
}
