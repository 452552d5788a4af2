import Foundation

/// What an app does with the generated constants: names and the bundle they load from.
public enum SampleApp {
    public static var assetNames: [String] { [Asset.Tabs.home.name, Asset.go.name] }
}
