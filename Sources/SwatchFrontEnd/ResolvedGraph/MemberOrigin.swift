/// A member of a composite value that aliases another token in one appearance: the shadow layer's
/// `color: "{label.primary}"`, the typography's `fontSize: "{size.body}"`.
///
/// Writers that can refer to other tokens (the CSS writer's `references: true`) write such a member as a
/// reference to the target rather than as its value.
public struct MemberOrigin: Hashable, Sendable {
  /// The member as DTCG names it (`color`, `offsetX`, `fontSize`, `timingFunction`), or `layers` for an item
  /// of a shadow's list that aliases a whole shadow token.
  public let member: String
  /// The shadow layer or gradient stop the member belongs to, counted in the value (after aliased shadows
  /// are spliced in); 0 in other composites. For `layers`, the first layer the aliased shadow gives.
  public let item: Int
  /// How many layers an aliased shadow gives, for `layers`; 1 otherwise.
  public let count: Int
  /// The aliased token's position in `ResolvedTokenGraph.tokens`.
  public let target: Int
  /// The alpha the alias applies to a color member, if any: then the member's value is not the target's.
  public let alpha: Double?

  package init(member: String, item: Int, count: Int = 1, target: Int, alpha: Double?) {
    (self.member, self.item, self.count, self.target, self.alpha) = (member, item, count, target, alpha)
  }

  /// The same member aliasing `target` instead.
  package func retargeted(_ target: Int) -> MemberOrigin {
    MemberOrigin(member: member, item: item, count: count, target: target, alpha: alpha)
  }
}
